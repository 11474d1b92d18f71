import { blockTimestampQueryOptions } from '@/lib/chain/readBlockTimestamp'
import { useBlockQuery, useBlockScope } from '@/lib/chain/useBlockQuery'
import { v1Deadline } from '../model/v1Calls'

/**
 * V1 deadlines: the latest block's timestamp (read with the block's other reads, so the chain's clock decides, not the
 * computer's) plus 1200 seconds.
 */
export function useV1Deadline(chainId: number | undefined): bigint | undefined {
  const scope = useBlockScope(chainId)
  const { data: timestamp } = useBlockQuery(blockTimestampQueryOptions(scope.client, scope))
  return timestamp === undefined ? undefined : v1Deadline(timestamp)
}
