import { multicall3Abi } from 'viem'
import { addressesFor } from '@/config/addresses'
import { useSettingsStore } from '@/entities/settings'
import { useBlockRead } from '@/lib/chain/useBlockRead'

/**
 * A write's deadline: the latest block's timestamp plus the user's deadline setting (seconds). Read through
 * Multicall3 with the block's other reads, so it follows the chain's clock, not the computer's.
 */
export function useTransactionDeadline(chainId: number | undefined): bigint | undefined {
  const ttl = useSettingsStore((state) => state.userDeadline)
  const multicall = addressesFor(chainId)?.multicall
  const { data: timestamp } = useBlockRead({ chainId, address: multicall, abi: multicall3Abi, functionName: 'getCurrentBlockTimestamp', enabled: Boolean(multicall) })
  return timestamp === undefined ? undefined : timestamp + BigInt(ttl)
}
