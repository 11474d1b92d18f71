/**
 * The devnet manifest reaches the app as the module `virtual:devnet-manifest`: `devnet/deployment.json` read through
 * the manifest's zod schema when the app is built, so a bad manifest stops the build (naming the field), and the page
 * gets the parsed, checksummed result (parsing it in the page cost a cold load time, and shipped zod's classic API).
 * The accounts' private keys stay out: the Local dev account signs through the node, so no build carries a key.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { type AppManifest, manifestSchema } from '../../devnet/manifest.ts'

const RESOLVED = '\0virtual:devnet-manifest'
const MANIFEST_FILE = fileURLToPath(new URL('../../devnet/deployment.json', import.meta.url))

/** The module's source for a manifest's JSON text; throws what is wrong with it. */
export function devnetManifestModule(text: string, file = MANIFEST_FILE): string {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new Error(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  }
  const parsed = manifestSchema.safeParse(json)
  if (!parsed.success)
    throw new Error(
      `${file} is not a devnet manifest: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    )
  const { accounts, ...rest } = parsed.data
  const manifest: AppManifest = { ...rest, accounts: accounts.map(({ address, label }) => ({ address, label })) }
  return `export default ${JSON.stringify(manifest)}\n`
}

export function devnetManifestPlugin(): Plugin {
  return {
    name: 'ucash-devnet-manifest',
    resolveId: { filter: { id: /^virtual:devnet-manifest$/ }, handler: () => RESOLVED },
    load: {
      filter: { id: /^\0virtual:devnet-manifest$/ },
      handler() {
        this.addWatchFile(MANIFEST_FILE)
        try {
          return devnetManifestModule(readFileSync(MANIFEST_FILE, 'utf8'))
        } catch (error) {
          this.error(error instanceof Error ? error.message : String(error))
        }
      },
    },
  }
}
