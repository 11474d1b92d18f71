import { useMemo } from 'react'
import type { Address } from 'viem'
import { stakingPoolsFor } from '@/config/staking'
import { type StakingSnapshot, useStakingInfo } from '@/entities/staking'
import { AppError } from '@/lib/errors'
import { type PoolEntry, poolFigures } from '../model/poolFigures'
import { type PoolCurrencies, usePoolCurrencies } from './usePoolCurrencies'
import { usePoolPricing } from './usePoolPricing'

export interface RewardPools {
  entries: readonly PoolEntry[]
  currencies: PoolCurrencies
  /** The block's staking snapshot (its clock drives the countdowns). */
  snapshot: StakingSnapshot | undefined
}

/**
 * The chain's reward pools with their figures at the latest block: staking reads, pair reserves and supplies, all in
 * the block's one multicall. Each pool loads or fails on its own; a failed query fails every pool's card, never
 * leaving one spinning.
 */
export function useRewardPools(chainId: number | undefined, account: Address | undefined): RewardPools {
  const currencies = usePoolCurrencies(chainId)
  const pricing = usePoolPricing(chainId, currencies)
  const { data: snapshot, error } = useStakingInfo(chainId, account)
  const entries = useMemo(
    () =>
      stakingPoolsFor(chainId).map((pool): PoolEntry => {
        const result = snapshot?.pools.find((r) => r.pool.address === pool.address)
        if (!result)
          return error
            ? { pool, status: 'error', error: new AppError('STAKING_INFO_FAILED', { cause: error }) }
            : { pool, status: 'loading' }
        if (result.status === 'error') return result
        const figures = poolFigures(
          result.stake,
          pricing.get(pool.address) ?? {
            reserves: undefined,
            lpSupply: undefined,
            prices: [undefined, undefined],
            rewardPrice: undefined,
          },
          snapshot?.timestamp,
        )
        return { pool, status: 'loaded', stake: result.stake, figures }
      }),
    [chainId, snapshot, error, pricing],
  )
  return { entries, currencies, snapshot }
}
