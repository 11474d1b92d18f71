import type { Address } from 'viem'
import { useStakingInfo } from './useStakingInfo'

export interface EarnedRewards {
  /** Unclaimed rewards (raw reward-token units) per pool whose reads loaded. */
  byPool: readonly { pool: Address; earned: bigint }[]
  /** Pools whose reads failed at this block (their rewards are unknown, not zero). */
  failed: readonly Address[]
  /** The sum over `byPool`. */
  total: bigint
  isLoading: boolean
}

/** The account's unclaimed rewards in every pool, from the reward pages' per-block read: no request of its own. */
export function useEarnedRewards(chainId: number | undefined, account: Address | undefined): EarnedRewards {
  const { data, isLoading } = useStakingInfo(chainId, account)
  const byPool = (data?.pools ?? []).flatMap((result) =>
    result.status === 'loaded' ? [{ pool: result.pool.address, earned: result.stake.earned }] : [],
  )
  const failed = (data?.pools ?? []).flatMap((result) => (result.status === 'error' ? [result.pool.address] : []))
  return {
    byPool,
    failed,
    total: byPool.reduce((sum, entry) => sum + entry.earned, 0n),
    isLoading: Boolean(account) && isLoading,
  }
}
