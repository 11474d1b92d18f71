import type { Abi, ContractFunctionArgs, ContractFunctionName } from 'viem'
import { type UseReadContractParameters, useReadContract } from 'wagmi'

/**
 * A read that does not change with blocks (token metadata, proposal texts): no block number in its key, fetched
 * once per session and kept (it still goes out in the same multicall batch as the block's other reads).
 */
export function useStaticRead<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'pure' | 'view'>,
  const args extends ContractFunctionArgs<abi, 'pure' | 'view', functionName>,
>(parameters: UseReadContractParameters<abi, functionName, args> & { enabled?: boolean }) {
  // `enabled` rides along in the parameters: wagmi leaves it out of the query key (as it does `query`).
  return useReadContract({
    ...parameters,
    query: { enabled: parameters.enabled ?? true, staleTime: Infinity, gcTime: Infinity, retry: 2 },
  })
}
