import { multicall3Abi } from 'viem'
import { addressesFor } from '@/config/addresses'
import { useBlockRead } from '@/lib/chain/useBlockRead'
import { v1Deadline } from '../model/v1Calls'

/**
 * The deadline of V1 removals and migrations: the latest block's timestamp (Multicall3.getCurrentBlockTimestamp,
 * read with the block's other reads, so the chain's clock decides, not the computer's) plus 1200 seconds.
 */
export function useV1Deadline(chainId: number | undefined): bigint | undefined {
  const multicall = addressesFor(chainId)?.multicall
  const { data: timestamp } = useBlockRead({
    chainId,
    address: multicall,
    abi: multicall3Abi,
    functionName: 'getCurrentBlockTimestamp',
    enabled: Boolean(multicall),
  })
  return timestamp === undefined ? undefined : v1Deadline(timestamp)
}
