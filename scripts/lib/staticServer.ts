/**
 * A tiny static server (node:http) serving a build at a mount point as an IPFS gateway does, and a local gateway
 * serving several sites in path and subdomain form, for the IPFS e2e spec and the IPFS previews.
 */
import { readFile } from 'node:fs/promises'
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import { join } from 'node:path'
import { ASSET_CACHE, PAGE_CACHE } from './csp.ts'
import { LOCAL_SUBDOMAIN_HOST, contentTypeOf, gatewaySite, mountPrefix, staticTarget } from './staticBuild.ts'

export interface StaticServer {
  /** The mount point's URL, e.g. `http://127.0.0.1:4174/ipfs/bafy.../`. */
  url: string
  close(): Promise<void>
}

/** Answers a request for the build in `root` mounted at `prefix`, as a gateway does. */
function respond(root: string, prefix: string, request: IncomingMessage, response: ServerResponse): void {
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
      response.writeHead(200, {
        'content-type': contentTypeOf(target.path),
        'cache-control': cache,
        'x-content-type-options': 'nosniff',
      })
      response.end(request.method === 'HEAD' ? undefined : body)
    },
    () => response.writeHead(404, { 'content-type': 'text/plain' }).end('not found'),
  )
}

/** Listens on host:port (0: any free port) and resolves with the port taken. */
async function listen(server: Server, host: string, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const address = server.address()
  if (address === null || typeof address === 'string')
    throw new Error(`static server: no TCP address (${String(address)})`)
  return address.port
}

const closer = (server: Server) => (): Promise<void> =>
  new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()))
    // A browser keeps its connections open; close them, or close() waits for their idle timeout.
    server.closeAllConnections()
  })

export async function serveStatic(options: {
  root: string
  prefix: string
  host?: string
  port?: number
}): Promise<StaticServer> {
  const { root, prefix, host = '127.0.0.1', port = 0 } = options
  const server = createServer((request, response) => respond(root, prefix, request, response))
  const taken = await listen(server, host, port)
  return { url: `http://${host}:${taken}${mountPrefix(prefix)}`, close: closer(server) }
}

export interface LocalGateway {
  /** The path form of a site: `http://127.0.0.1:<port>/ipfs/<cid>/`, one origin shared by every site. */
  pathUrl(cid: string): string
  /** The subdomain form: `http://<cid>.ipfs.localhost:<port>/`, an origin per site (browsers resolve `*.localhost` to the loopback). */
  subdomainUrl(cid: string): string
  close(): Promise<void>
}

/**
 * A local IPFS gateway for `sites` (CID → directory), as Kubo's: each below `/ipfs/<cid>/` on the loopback address and
 * at the root of `<cid>.ipfs.localhost` (by Host). Nothing else is answered.
 */
export async function serveGateway(options: {
  sites: Readonly<Record<string, string>>
  host?: string
  port?: number
}): Promise<LocalGateway> {
  const { sites, host = '127.0.0.1', port = 0 } = options
  const cids = Object.keys(sites)
  const server = createServer((request, response) => {
    const site = gatewaySite(cids, request.headers.host, request.url ?? '/')
    if (site === undefined) response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
    else respond(sites[site.cid]!, site.prefix, request, response)
  })
  const taken = await listen(server, host, port)
  return {
    pathUrl: (cid) => `http://${host}:${taken}/ipfs/${cid}/`,
    subdomainUrl: (cid) => `http://${cid}.ipfs.${LOCAL_SUBDOMAIN_HOST}:${taken}/`,
    close: closer(server),
  }
}
