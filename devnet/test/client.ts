/**
 * What devnet tests share: the run's devnet manifest, a viem client on it, and snapshot/revert so each file leaves the
 * chain as it found it.
 */
import { afterAll, beforeAll, inject } from 'vitest'
import {
  type Abi,
  type Address,
  type Hex,
  type TransactionReceipt,
  createPublicClient,
  createTestClient,
  defineChain,
  http,
  publicActions,
  walletActions,
} from 'viem'
import { withGasMargin } from '../lib/gas.ts'
import { type Manifest, manifestSchema } from '../manifest.ts'

// `devnetManifest` is declared in scripts/vitest-devnet-setup.ts, which provides it.
export function devnetManifest(): Manifest {
  return manifestSchema.parse(inject('devnetManifest'))
}

/** The devnet as a viem chain, with its Multicall3 (so clients can batch reads). */
export function devnetChain(manifest: Manifest = devnetManifest()) {
  return defineChain({
    id: manifest.chainId,
    name: 'UCASH Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [manifest.rpcUrl] } },
    contracts: { multicall3: { address: manifest.contracts.multicall } },
  })
}

export function devnetClient(manifest: Manifest = devnetManifest()) {
  return createTestClient({
    chain: devnetChain(manifest),
    mode: 'anvil',
    transport: http(manifest.rpcUrl),
    pollingInterval: 20,
  })
    .extend(publicActions)
    .extend(walletActions)
}

export type DevnetClient = ReturnType<typeof devnetClient>

/** A client batching reads into multicalls as the app's does, counting the eth_call round trips it makes. */
export function countingClient(manifest: Manifest = devnetManifest()) {
  const calls = { count: 0 }
  const client = createPublicClient({
    chain: devnetChain(manifest),
    batch: { multicall: { wait: 16 } },
    transport: http(manifest.rpcUrl, {
      onFetchRequest: async (request) => {
        const body: unknown = JSON.parse(await request.clone().text())
        calls.count += (Array.isArray(body) ? body : [body]).filter(
          (call) => (call as { method?: string }).method === 'eth_call',
        ).length
      },
    }),
  })
  return { client, calls }
}

/** Takes an anvil snapshot before the file's tests and reverts to it afterwards. */
export function useChainSnapshot(client: DevnetClient): void {
  let id: Hex | undefined
  beforeAll(async () => {
    id = await client.snapshot()
  })
  afterAll(async () => {
    if (id) await client.revert({ id })
  })
}

export function tokenAddress(manifest: Manifest, symbol: string): Address {
  const token = manifest.tokens.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`no ${symbol} in the manifest`)
  return token.address
}

interface WriteParams {
  account: Address
  address: Address
  abi: Abi
  functionName: string
  args?: readonly unknown[]
  value?: bigint
}

/** Sends a contract write from an unlocked dev account with a margin over the gas estimate; throws on revert. */
export async function write(client: DevnetClient, params: WriteParams): Promise<TransactionReceipt> {
  const gas = withGasMargin(await client.estimateContractGas(params))
  const hash = await client.writeContract({ ...params, chain: client.chain, gas })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`${params.functionName} reverted (${hash})`)
  return receipt
}
