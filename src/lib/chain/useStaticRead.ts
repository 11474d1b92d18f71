import type { Abi, ContractFunctionArgs, ContractFunctionName } from 'viem'
import { type UseReadContractParameters, useReadContract } from 'wagmi'
import { useOneOffReadsOpen } from './health/oneOffReads'

/**
 * A read that does not change with blocks (token metadata, proposal texts): no block number in its key, fetched
 * once per session and kept. It waits for the first block's reads (`useOneOffReadsOpen`), so a cold load's first
 * round trip is the block's one multicall.
 */
export function useStaticRead<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'pure' | 'view'>,
  const args extends ContractFunctionArgs<abi, 'pure' | 'view', functionName>,
>(parameters: UseReadContractParameters<abi, functionName, args> & { enabled?: boolean }) {
  const ready = useOneOffReadsOpen(parameters.chainId)
  // `enabled` rides along in the parameters: wagmi leaves it out of the query key (as it does `query`).
  return useReadContract({
    ...parameters,
    query: { enabled: (parameters.enabled ?? true) && ready, staleTime: Infinity, gcTime: Infinity, retry: 2 },
  })
}
