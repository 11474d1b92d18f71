import { type Address, multicall3Abi } from 'viem'
import { addressesFor } from '@/config/addresses'
import type { ChainReader } from './readContractsBatched'
import { blockQueryOptions } from './useBlockQuery'

/**
 * The chain's clock at a block: Multicall3's `getCurrentBlockTimestamp` (at `multicall`), read with the block's
 * other reads, so deadlines follow the chain's clock, not the computer's.
 */
export function readBlockTimestamp(
  client: ChainReader,
  params: { multicall: Address; blockNumber: bigint },
): Promise<bigint> {
  const { multicall, blockNumber } = params
  return client.readContract({
    address: multicall,
    abi: multicall3Abi,
    functionName: 'getCurrentBlockTimestamp',
    blockNumber,
  })
}

/** Keyed `['blockTimestamp', { multicall, chainId, blockNumber }]`; skipped on a chain without Multicall3. */
export function blockTimestampQueryOptions(
  client: ChainReader | undefined,
  scope: { chainId: number | undefined; blockNumber: bigint | undefined },
) {
  const multicall = addressesFor(scope.chainId)?.multicall
  return blockQueryOptions(
    'blockTimestamp',
    client,
    scope,
    { multicall },
    (reader, input) =>
      input.multicall
        ? readBlockTimestamp(reader, { ...input, multicall: input.multicall })
        : Promise.reject(new Error('blockTimestamp: no Multicall3')),
    multicall !== undefined,
  )
}
