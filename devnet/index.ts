/**
 * The local devnet as a library: anvil, the whole protocol, and the claim, token-list and IPFS-gateway server. `npm run
 * devnet` (start.ts) wraps `startDevnet`; tests and `npm start` call it directly.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isDeepStrictEqual } from 'node:util'
import { startAnvil } from './lib/anvil.ts'
import { deployDevnet } from './lib/deploy.ts'
import { startDevnetServer } from './lib/server.ts'
import { type TokenListName, devnetTokenLists, tokenListFiles } from './lib/tokenLists.ts'
import { type Manifest, deterministicPart, manifestSchema } from './manifest.ts'

export type { Manifest } from './manifest.ts'
export { manifestSchema } from './manifest.ts'

const devnetDir = dirname(fileURLToPath(import.meta.url))
export const COMMITTED_MANIFEST = join(devnetDir, 'deployment.json')
export const DEFAULT_PORT = 8545
export const HOST = '127.0.0.1'

export interface DevnetOptions {
  /** JSON-RPC port (default 8545). */
  port?: number
  /** Claim-data, token-list and IPFS-gateway server port (default: port + 1). */
  httpPort?: number
  /** Seconds between empty blocks (transactions are mined at once). Default 1. */
  blockTime?: number
  /** Rewrite the committed manifest instead of checking the deployment against it. */
  updateManifest?: boolean
}

export interface Devnet {
  manifest: Manifest
  manifestPath: string
  stop(): Promise<void>
}

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly role: string,
  ) {
    super(
      `Port ${port} (${role}) on ${HOST} is already in use. Is another devnet running? ` +
        `Stop it, or pick other ports: npm run devnet -- --port <n> (or DEVNET_PORT=<n>).`,
    )
    this.name = 'PortInUseError'
  }
}

export class ManifestMismatchError extends Error {
  constructor(path: string) {
    super(
      `The devnet deployed to addresses (or seeded state) that differ from ${path}. The deployment must be ` +
        'deterministic. If you changed the deployment on purpose, run: npm run devnet -- --update-manifest',
    )
    this.name = 'ManifestMismatchError'
  }
}

async function assertPortFree(port: number, role: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' || error.code === 'EACCES' ? new PortInUseError(port, role) : error),
    )
    probe.listen(port, HOST, () => probe.close(() => resolve()))
  })
}

const urlsFor = (port: number, httpPort: number) => {
  const base = `http://${HOST}:${httpPort}`
  return {
    rpcUrl: `http://${HOST}:${port}`,
    claimDataUrl: `${base}/claims`,
    tokenListUrls: Object.fromEntries(
      Object.entries(tokenListFiles).map(([name, file]) => [name, `${base}/lists/${file}`]),
    ) as Record<TokenListName, string>,
    ipfsGateway: base,
  }
}

/** Reads the committed manifest (default ports), validated. */
export function readCommittedManifest(): Manifest {
  return manifestSchema.parse(JSON.parse(readFileSync(COMMITTED_MANIFEST, 'utf8')))
}

export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const port = options.port ?? DEFAULT_PORT
  const httpPort = options.httpPort ?? port + 1
  await assertPortFree(port, 'JSON-RPC')
  await assertPortFree(httpPort, 'claim data and token lists')

  // Genesis lies ten days back: seeding moves time forward (voting periods, the timelock delay), and the chain is
  // brought to the wall clock at the end.
  const genesis = Math.floor(Date.now() / 1000) - 10 * 86_400
  const anvil = await startAnvil({ host: HOST, port, blockTime: options.blockTime ?? 1, timestamp: genesis })
  const stops: (() => Promise<void>)[] = [anvil.stop]
  const stop = async (): Promise<void> => {
    for (const fn of stops.reverse()) await fn()
  }
  try {
    const urls = urlsFor(port, httpPort)
    const { manifest: deployed, tree, namedList } = await deployDevnet(urls.rpcUrl)
    await syncClockToWallTime(urls.rpcUrl)
    const manifest = manifestSchema.parse({ ...urls, ...deployed })

    const server = await startDevnetServer(HOST, httpPort, {
      chainId: manifest.chainId,
      claims: tree.claims,
      lists: devnetTokenLists(manifest.chainId, manifest.tokens, httpPort),
      ipfs: [{ cid: namedList.cid, bytes: namedList.bytes }],
    })
    stops.push(server.stop)

    const committed = manifestSchema.parse({ ...urlsFor(DEFAULT_PORT, DEFAULT_PORT + 1), ...deployed })
    if (options.updateManifest || !existsSync(COMMITTED_MANIFEST)) {
      writeFileSync(COMMITTED_MANIFEST, `${JSON.stringify(committed, null, 2)}\n`)
    } else if (!isDeepStrictEqual(deterministicPart(readCommittedManifest()), deterministicPart(committed))) {
      throw new ManifestMismatchError(relative(process.cwd(), COMMITTED_MANIFEST))
    }

    let manifestPath = COMMITTED_MANIFEST
    if (port !== DEFAULT_PORT || httpPort !== DEFAULT_PORT + 1) {
      const runtimeDir = join(devnetDir, '.runtime')
      mkdirSync(runtimeDir, { recursive: true })
      manifestPath = join(runtimeDir, `deployment-${port}.json`)
      writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
    }
    return { manifest, manifestPath, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Moves the chain's clock to now (never backwards), so block timestamps track the wall clock from here on. */
async function syncClockToWallTime(rpcUrl: string): Promise<void> {
  const call = async (method: string, params: unknown[]): Promise<unknown> => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { message: string } }
    if (body.error) throw new Error(`${method}: ${body.error.message}`)
    return body.result
  }
  const latest = (await call('eth_getBlockByNumber', ['latest', false])) as { timestamp: string }
  const target = Math.max(Math.floor(Date.now() / 1000), Number(BigInt(latest.timestamp)) + 1)
  await call('evm_setNextBlockTimestamp', [target])
  await call('evm_mine', [])
}
