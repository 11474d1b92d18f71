import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useLatestBlockNumber } from './useLatestBlockNumber'

/**
 * A read of many values that must agree with one block (reserves, balances, supplies): one query keyed on the chain,
 * the latest block and `params`; the fetcher's calls go through viem's multicall batching, so a block costs one
 * `eth_call` whatever their number. The previous block's result stays while the next one loads.
 */
export function useBlockQuery<T>(name: string, chainId: number | undefined, params: Record<string, unknown>, fetch: (chainId: number, blockNumber: bigint) => Promise<T>, enabled = true) {
  const { data: blockNumber } = useLatestBlockNumber(enabled ? chainId : undefined)
  return useQuery({
    queryKey: [name, { chainId, blockNumber, ...params }],
    queryFn: () => fetch(chainId!, blockNumber!),
    enabled: enabled && chainId !== undefined && blockNumber !== undefined,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  })
}
