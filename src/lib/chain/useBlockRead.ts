import { type QueryClient, keepPreviousData } from '@tanstack/react-query'
import type { Abi, ContractFunctionArgs, ContractFunctionName } from 'viem'
import { type Config, type UseReadContractParameters, useReadContract } from 'wagmi'
import { type ReadContractOptions, readContractQueryOptions } from 'wagmi/query'
import { chainReadMeta } from './health/reportChainReads'
import { useLatestBlockNumber } from './useLatestBlockNumber'

/**
 * A chain read that must agree with the others of its block (balances, reserves, allowances, votes...). Its query key
 * carries the chain and the latest block number; viem's multicall batching folds every such read of the same block
 * into one `eth_call` to Multicall3. The previous block's value stays on screen while the next one loads.
 */
export function useBlockRead<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'pure' | 'view'>,
  const args extends ContractFunctionArgs<abi, 'pure' | 'view', functionName>,
>(parameters: UseReadContractParameters<abi, functionName, args> & { chainId: number | undefined; enabled?: boolean }) {
  const enabled = parameters.enabled ?? true
  // A read that is off does not follow the chain's blocks.
  const { data: blockNumber } = useLatestBlockNumber(enabled ? parameters.chainId : undefined)
  // `enabled` rides along in the parameters: wagmi leaves it out of the query key (as it does `query`).
  return useReadContract({
    ...parameters,
    blockNumber,
    query: {
      enabled: enabled && blockNumber !== undefined,
      placeholderData: keepPreviousData,
      staleTime: Infinity,
      meta: chainReadMeta(parameters.chainId),
    },
  })
}

/**
 * A `useBlockRead` of a block asked for before the hook renders (a cold load's first block): the same query, so the
 * hook finds the answer, or the request in flight, and asks nothing again.
 */
export function prefetchBlockRead<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'pure' | 'view'>,
  const args extends ContractFunctionArgs<abi, 'pure' | 'view', functionName>,
>(
  queryClient: QueryClient,
  config: Config,
  parameters: ReadContractOptions<abi, functionName, args, Config> & { chainId: number; blockNumber: bigint },
): Promise<void> {
  return queryClient.prefetchQuery({
    ...readContractQueryOptions<Config, abi, functionName, args>(config, parameters),
    meta: chainReadMeta(parameters.chainId),
  })
}
