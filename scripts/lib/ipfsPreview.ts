/**
 * `npm run preview:ipfs[:devnet]`: an IPFS build served by a local gateway both ways, below `/ipfs/<cid>/` (path
 * gateway: wallet refused) and at `<cid>.ipfs.localhost` (own origin: everything works), both URLs printed.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { serveGateway } from './staticServer.ts'

/** Any CIDv1: the path only has to look like a gateway's. */
export const EXAMPLE_CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'

/** `--port P`, `--host H` and (with `dirOption`) `--dir D` from the command line, with the defaults; any other option stops. */
export function previewOptions(
  args: readonly string[],
  defaults: { dir: string; port: number; dirOption: boolean },
): { dir: string; host: string; port: number } {
  const { values } = parseArgs({
    args: [...args],
    options: {
      ...(defaults.dirOption ? { dir: { type: 'string' as const } } : {}),
      port: { type: 'string', default: String(defaults.port) },
      host: { type: 'string', default: '127.0.0.1' },
    },
  })
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`--port: not a port: ${values.port}`)
  const dir = typeof values.dir === 'string' ? values.dir : defaults.dir
  return { dir, host: values.host, port }
}

/** Serves `dir` until the process is stopped; `missing` says what to run when there is no build. */
export async function serveIpfsPreview(options: {
  dir: string
  host: string
  port: number
  missing: string
}): Promise<void> {
  const { dir, host, port, missing } = options
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`${dir}/index.html not found: ${missing}`)
    process.exit(1)
  }
  const gateway = await serveGateway({ sites: { [EXAMPLE_CID]: dir }, host, port })
  console.log(
    [
      `${dir} served by a local gateway (routes in the hash: …/#/pool):`,
      `  path gateway, one origin for every site (the app refuses to connect or send): ${gateway.pathUrl(EXAMPLE_CID)}`,
      `  subdomain form, an origin of its own:                                          ${gateway.subdomainUrl(EXAMPLE_CID)}`,
    ].join('\n'),
  )
  const stop = (): void => void gateway.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
