/**
 * `npm run preview:ipfs [-- --dir D --port P]`: serves an IPFS build (`npm run build:ipfs`, default dir dist-ipfs) the
 * way a gateway does, below `/ipfs/<cid>/` on 127.0.0.1:4174, and prints the URL. Nothing is answered outside that
 * path, so a root-absolute URL left in the build shows as a 404 in the browser's network tab.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { serveStatic } from './lib/staticServer.ts'

/** Any CIDv1: the path only has to look like a gateway's. */
const EXAMPLE_CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist-ipfs' }, port: { type: 'string', default: '4174' }, host: { type: 'string', default: '127.0.0.1' } } })
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`--port: not a port: ${values.port}`)
if (!existsSync(join(values.dir, 'index.html'))) {
  console.error(`${values.dir}/index.html not found: run npm run build:ipfs first`)
  process.exit(1)
}
const server = await serveStatic({ root: values.dir, prefix: `/ipfs/${EXAMPLE_CID}/`, host: values.host, port })
console.log(`${values.dir} served at ${server.url} (routes in the hash: ${server.url}#/pool)`)
const stop = (): void => void server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
