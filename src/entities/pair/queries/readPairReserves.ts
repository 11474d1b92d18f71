import type { Address } from 'viem'
import { v2PairAbi } from '@/abis/v2PairAbi'
import { isNoContractData } from '@/lib/chain/contractAnswer'
import { type ChainReader, readContractsBatched } from '@/lib/chain/readContractsBatched'
import { blockQueryOptions } from '@/lib/chain/useBlockQuery'

/** A pair's reserves, or null when no pair exists at its address (nothing answers there). */
export type ReservesByPair = Readonly<Record<Address, readonly [bigint, bigint] | null>>

/**
 * Every pair's reserves at a block: one `getReserves` each, folded by viem into the block's one multicall. No pair at
 * an address is a fact (null); any other failure (the node's) rejects, so the query retries.
 */
export async function readPairReserves(
  client: ChainReader,
  params: { pairs: readonly Address[]; blockNumber: bigint },
): Promise<ReservesByPair> {
  const { pairs, blockNumber } = params
  const results = await readContractsBatched(client, {
    contracts: pairs.map((address) => ({ address, abi: v2PairAbi, functionName: 'getReserves' }) as const),
    blockNumber,
  })
  const reserves: Record<Address, readonly [bigint, bigint] | null> = {}
  results.forEach((result, index) => {
    const address = pairs[index]!
    if (result.status === 'success') reserves[address] = [result.result[0], result.result[1]]
    else if (isNoContractData(result.error)) reserves[address] = null
    else throw result.error
  })
  return reserves
}

/** The pairs' reserves at a block, keyed `['pairReserves', { pairs, chainId, blockNumber }]`; skipped without pairs. */
export function pairReservesQueryOptions(
  client: ChainReader | undefined,
  params: { chainId: number | undefined; blockNumber: bigint | undefined; pairs: readonly Address[] },
) {
  const { pairs, ...scope } = params
  return blockQueryOptions('pairReserves', client, scope, { pairs }, readPairReserves, pairs.length > 0)
}
