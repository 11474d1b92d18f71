import type { StakingPool } from '@/config/staking'
import type { PoolStake } from '@/entities/staking'
import type { AppError } from '@/lib/errors'
import { type EthPrice, estimateAprBasisPoints, pairValueInEth, shareOf } from './apr'
import { isActive, poolRate, shareOfRate } from './rates'

/** What prices a pool, from the block's V2 reserves. */
export interface PoolPricing {
  /** The pool pair's reserves, in the order of the pool's tokens. */
  reserves: readonly [bigint, bigint] | undefined
  /** The pool token's total supply. */
  lpSupply: bigint | undefined
  /** Each pool token's price in ETH, in the order of the pool's tokens. */
  prices: readonly [EthPrice | undefined, EthPrice | undefined]
  rewardPrice: EthPrice | undefined
}

export interface PoolFigures {
  active: boolean
  /** Rewards per second to the whole pool now (0 after the end), and the account's part. */
  poolRate: bigint
  userRate: bigint
  /** Everyone's stake in the pair's two tokens (pool order), and in wei. */
  deposited: readonly [bigint | undefined, bigint | undefined]
  depositedEth: bigint | undefined
  aprBasisPoints: bigint | undefined
}

/** A pool as the pages show it: loading, failed alone, or loaded with its figures. */
export type PoolEntry =
  | { pool: StakingPool; status: 'loading' }
  | { pool: StakingPool; status: 'error'; error: AppError }
  | { pool: StakingPool; status: 'loaded'; stake: PoolStake; figures: PoolFigures }

/** A pool's figures at a block whose clock reads `now` (unix seconds). */
export function poolFigures(stake: PoolStake, pricing: PoolPricing, now: bigint | undefined): PoolFigures {
  const active = isActive(stake.periodFinish, now)
  const rate = poolRate(stake.rewardRate, active)
  const { reserves, lpSupply } = pricing
  const part = (value: bigint | undefined) =>
    value !== undefined && lpSupply !== undefined ? shareOf(value, stake.totalStaked, lpSupply) : undefined
  const depositedEth = part(reserves ? pairValueInEth(reserves, pricing.prices) : undefined)
  return {
    active,
    poolRate: rate,
    userRate: shareOfRate(rate, stake.staked, stake.totalStaked),
    deposited: [part(reserves?.[0]), part(reserves?.[1])],
    depositedEth,
    aprBasisPoints: estimateAprBasisPoints({
      rewardRate: rate,
      active,
      rewardPrice: pricing.rewardPrice,
      stakedValueEth: depositedEth,
    }),
  }
}

type Loaded = Extract<PoolEntry, { status: 'loaded' }>

const holdsUser = (entry: Loaded) => entry.stake.staked > 0n || entry.stake.earned > 0n

/** The user's stake first, then the largest by value staked (in ETH where priced, else pool tokens). */
function compare(a: Loaded, b: Loaded): number {
  const staked = Number(b.stake.staked > 0n) - Number(a.stake.staked > 0n)
  if (staked !== 0) return staked
  const [valueA, valueB] = [a.figures.depositedEth ?? -1n, b.figures.depositedEth ?? -1n]
  if (valueA !== valueB) return valueA > valueB ? -1 : 1
  return a.stake.totalStaked === b.stake.totalStaked ? 0 : a.stake.totalStaked > b.stake.totalStaked ? -1 : 1
}

/**
 * The /uni list: running pools (the user's first, then the largest; pools still loading or failed after them, in
 * their own order), and apart, ended pools that still hold the user's stake or unclaimed rewards. Other ended pools
 * are not listed.
 */
export function arrangePools(entries: readonly PoolEntry[]): { current: PoolEntry[]; ended: PoolEntry[] } {
  const loaded = entries.filter((e): e is Loaded => e.status === 'loaded')
  const pending = entries.filter((e) => e.status !== 'loaded')
  return {
    current: [...loaded.filter((e) => e.figures.active).sort(compare), ...pending],
    ended: loaded.filter((e) => !e.figures.active && holdsUser(e)).sort(compare),
  }
}
