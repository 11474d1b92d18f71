/**
 * The devnet's HTTP service standing in for hosted JSON: claims, token lists, beacons that record hits, a host that
 * never answers, and an IPFS gateway for the content the devnet names (endpoints in devnet/README.md, What runs).
 * Every answer allows any origin, as a static host would.
 */
import { type Server, createServer } from 'node:http'
import { CID } from 'multiformats'
import { equals } from 'multiformats/bytes'
import type { Address } from 'viem'
import { isAddress } from 'viem'
import type { Claim } from './merkle.ts'

export interface DevnetServerContent {
  chainId: number
  claims: Record<Address, Claim>
  /** File name (e.g. `extras.tokenlist.json`) to its body: an object is served as JSON, a string as it is. */
  lists: Record<string, unknown>
  /** Content served under `/ipfs/`: each CIDv1 (codec raw, sha2-256) with the exact bytes it hashes. */
  ipfs: readonly { cid: CID; bytes: Uint8Array }[]
}

export interface DevnetServer {
  server: Server
  /** Paths under `/beacon/` requested so far, in arrival order (what `GET /beacon-hits` answers). */
  beaconHits: readonly string[]
  stop(): Promise<void>
}

export const BEACON_PREFIX = '/beacon/'
export const SILENT_PREFIX = '/silent/'
export const IPFS_PREFIX = '/ipfs/'

/** The content a `/ipfs/` path segment names: the CIDv1 itself, or a CIDv0 of the same multihash. */
function ipfsContent(content: DevnetServerContent['ipfs'], segment: string): Uint8Array | undefined {
  let requested: CID
  try {
    requested = CID.parse(segment)
  } catch {
    return undefined
  }
  const file = content.find(({ cid }) =>
    requested.version === 0 ? equals(requested.multihash.bytes, cid.multihash.bytes) : requested.equals(cid),
  )
  return file?.bytes
}

export async function startDevnetServer(
  host: string,
  port: number,
  content: DevnetServerContent,
): Promise<DevnetServer> {
  const claimsByAddress = new Map(
    Object.entries(content.claims).map(([address, claim]) => [address.toLowerCase(), claim]),
  )
  const beaconHits: string[] = []

  const server = createServer((request, response) => {
    const send = (status: number, body: unknown, type = 'application/json'): void => {
      response.writeHead(status, {
        'content-type': type,
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, OPTIONS',
        'cache-control': 'no-store',
      })
      response.end(typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body))
    }
    const path = new URL(request.url ?? '/', 'http://devnet').pathname
    // Recorded whatever the method, so a preflight or a HEAD towards a beacon counts as a hit too.
    if (path.startsWith(BEACON_PREFIX)) beaconHits.push(path)

    if (request.method === 'OPTIONS') return send(204, '')
    if (request.method !== 'GET') return send(405, { error: 'Method not allowed' })
    if (path.startsWith(SILENT_PREFIX)) return

    if (path.startsWith(BEACON_PREFIX)) return send(404, { error: 'Beacon: this URL must never be requested' })
    if (path === '/beacon-hits') return send(200, { hits: beaconHits })
    const claimMatch = /^\/claims\/(\d+)\/([^/]+)$/.exec(path)
    if (claimMatch) {
      const [, chainId, address] = claimMatch
      const claim =
        Number(chainId) === content.chainId && address && isAddress(address, { strict: false })
          ? claimsByAddress.get(address.toLowerCase())
          : undefined
      return claim ? send(200, claim) : send(404, { error: 'No claim' })
    }
    const listMatch = /^\/lists\/([\w.-]+)$/.exec(path)
    if (listMatch?.[1] && Object.hasOwn(content.lists, listMatch[1])) {
      const body = content.lists[listMatch[1]]
      return typeof body === 'string' ? send(200, body, 'application/json') : send(200, body)
    }
    if (path.startsWith(IPFS_PREFIX)) {
      const segment = path.slice(IPFS_PREFIX.length)
      const bytes = /^[1-9A-Za-z]+$/.test(segment) ? ipfsContent(content.ipfs, segment) : undefined
      return bytes ? send(200, bytes, 'application/json') : send(404, { error: 'Not found' })
    }
    if (path === '/health') return send(200, { ok: true })
    return send(404, { error: 'Not found' })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return {
    server,
    beaconHits,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
