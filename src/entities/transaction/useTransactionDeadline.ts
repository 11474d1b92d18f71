import { useSettingsStore } from '@/entities/settings'
import { blockTimestampQueryOptions } from '@/lib/chain/readBlockTimestamp'
import { useBlockQuery, useBlockScope } from '@/lib/chain/useBlockQuery'

/**
 * A write's deadline: the latest block's timestamp plus the user's deadline setting (seconds). Read through
 * Multicall3 with the block's other reads, so it follows the chain's clock, not the computer's.
 */
export function useTransactionDeadline(chainId: number | undefined): bigint | undefined {
  const ttl = useSettingsStore((state) => state.userDeadline)
  const scope = useBlockScope(chainId)
  const { data: timestamp } = useBlockQuery(blockTimestampQueryOptions(scope.client, scope))
  return timestamp === undefined ? undefined : timestamp + BigInt(ttl)
}
