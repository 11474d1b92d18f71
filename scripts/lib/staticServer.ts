/**
 * A tiny static file server (node:http, no dependency) that serves a build at a mount point, the way an IPFS gateway
 * serves `/ipfs/<cid>/`: the IPFS end-to-end spec and `npm run preview:ipfs` use it.
 */
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { ASSET_CACHE, PAGE_CACHE } from './csp.ts'
import { contentTypeOf, mountPrefix, staticTarget } from './staticBuild.ts'

export interface StaticServer {
  /** The mount point's URL, e.g. `http://127.0.0.1:4174/ipfs/bafy.../`. */
  url: string
  close(): Promise<void>
}

export async function serveStatic(options: { root: string; prefix: string; host?: string; port?: number }): Promise<StaticServer> {
  const { root, prefix, host = '127.0.0.1', port = 0 } = options
  const server = createServer((request, response) => {
    const target = staticTarget(prefix, request.url ?? '/')
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405).end()
      return
    }
    if (target.kind === 'redirect') {
      response.writeHead(301, { location: target.location }).end()
      return
    }
    if (target.kind === 'missing') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    readFile(join(root, target.path)).then(
      (body) => {
        // As a gateway: content-addressed files never change, the page is checked again on each visit.
        const cache = target.path.startsWith('assets/') ? ASSET_CACHE : PAGE_CACHE
        response.writeHead(200, { 'content-type': contentTypeOf(target.path), 'cache-control': cache, 'x-content-type-options': 'nosniff' })
        response.end(request.method === 'HEAD' ? undefined : body)
      },
      () => response.writeHead(404, { 'content-type': 'text/plain' }).end('not found'),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error(`static server: no TCP address (${String(address)})`)
  return {
    url: `http://${host}:${address.port}${mountPrefix(prefix)}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        // A browser keeps its connections open; close them, or close() waits for their idle timeout.
        server.closeAllConnections()
      }),
  }
}
