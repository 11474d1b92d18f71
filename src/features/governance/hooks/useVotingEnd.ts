import { skipToken, useQuery } from '@tanstack/react-query'
import { usePublicClient } from 'wagmi'
import { measureBlockTime, votingEnd } from '../model/estimateEndTime'

/** Blocks between the two whose timestamps give the chain's block time. */
const SAMPLE_BLOCKS = 100n
/** A measured time above this is a clock jump (a test chain's), not a block time: the estimate keeps 13 s. */
const MAX_BLOCK_TIME_SECONDS = 60

/**
 * When voting on a proposal ends (spec 2): the end block's own timestamp once it is mined ('Voting ended {date}'),
 * else an estimate from the blocks left at the chain's measured block time (13 s a block when it cannot be measured).
 */
export function useVotingEnd(
  chainId: number | undefined,
  endBlock: bigint | undefined,
  currentBlock: bigint | undefined,
): { kind: 'ended' | 'estimate'; date: Date } | undefined {
  const client = usePublicClient({ chainId })
  const ended =
    endBlock !== undefined &&
    currentBlock !== undefined &&
    votingEnd({ endBlock, currentBlock, now: new Date() }).kind === 'ended'
  const endedAt = useQuery({
    queryKey: ['blockTimestamp', { chainId, blockNumber: endBlock }],
    queryFn:
      client && ended && endBlock !== undefined
        ? async () => (await client.getBlock({ blockNumber: endBlock })).timestamp
        : skipToken,
    staleTime: Infinity,
  })
  const blockTime = useQuery({
    queryKey: ['blockTime', { chainId }],
    queryFn:
      client && !ended && endBlock !== undefined
        ? async () => {
            const latest = await client.getBlock()
            if (latest.number <= SAMPLE_BLOCKS) return null
            const earlier = await client.getBlock({ blockNumber: latest.number - SAMPLE_BLOCKS })
            const measured = measureBlockTime(latest, earlier)
            return measured !== undefined && measured <= MAX_BLOCK_TIME_SECONDS ? measured : null
          }
        : skipToken,
    staleTime: 10 * 60_000,
  })
  if (endBlock === undefined || currentBlock === undefined) return undefined
  if (ended)
    return endedAt.data === undefined ? undefined : { kind: 'ended', date: new Date(Number(endedAt.data) * 1000) }
  if (blockTime.isPending) return undefined
  const estimate = votingEnd({ endBlock, currentBlock, now: new Date(), blockTimeSeconds: blockTime.data ?? undefined })
  return estimate.kind === 'estimate' ? estimate : undefined
}
