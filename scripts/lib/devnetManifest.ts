/**
 * `virtual:devnet-manifest`: devnet/deployment.json parsed through its zod schema at build time, so a bad manifest
 * stops the build and the page carries neither the parsing nor classic zod. Private keys stay out: the Local dev
 * account signs through the node.
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
