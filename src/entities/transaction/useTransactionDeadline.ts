import type { QueryClient } from '@tanstack/react-query'
import { type Address, multicall3Abi } from 'viem'
import type { Config } from 'wagmi'
import { addressesFor } from '@/config/addresses'
import { useSettingsStore } from '@/entities/settings'
import { prefetchBlockRead, useBlockRead } from '@/lib/chain/useBlockRead'

/** The chain's clock at a block: Multicall3's `getCurrentBlockTimestamp`, read with the block's other reads. */
const blockTimestampRead = (multicall: Address | undefined) =>
  ({ address: multicall, abi: multicall3Abi, functionName: 'getCurrentBlockTimestamp' }) as const

/**
 * A write's deadline: the latest block's timestamp plus the user's deadline setting (seconds). Read through
 * Multicall3 with the block's other reads, so it follows the chain's clock, not the computer's.
 */
export function useTransactionDeadline(chainId: number | undefined): bigint | undefined {
  const ttl = useSettingsStore((state) => state.userDeadline)
  const multicall = addressesFor(chainId)?.multicall
  const { data: timestamp } = useBlockRead({ chainId, ...blockTimestampRead(multicall), enabled: Boolean(multicall) })
  return timestamp === undefined ? undefined : timestamp + BigInt(ttl)
}

/** The deadline's read of a block, asked for before `useTransactionDeadline` renders (a cold load's first block). */
export function prefetchTransactionDeadline(
  queryClient: QueryClient,
  config: Config,
  chainId: number,
  blockNumber: bigint,
): Promise<void> {
  const multicall = addressesFor(chainId)?.multicall
  return multicall
    ? prefetchBlockRead(queryClient, config, { chainId, blockNumber, ...blockTimestampRead(multicall) })
    : Promise.resolve()
}
