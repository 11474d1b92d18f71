import { SECONDS_PER_WEEK } from '@/config/staking'

/** A per-second amount over a week (spec 9: rate x 604800). */
export const perWeek = (ratePerSecond: bigint): bigint => ratePerSecond * SECONDS_PER_WEEK

/** Whether a pool still pays: its end lies after the chain's clock. */
export const isActive = (periodFinish: bigint, now: bigint | undefined): boolean =>
  now === undefined || periodFinish > now

/** What the pool pays per second now: its rate while active, nothing after the end (the contract keeps the old rate). */
export const poolRate = (rewardRate: bigint, active: boolean): bigint => (active ? rewardRate : 0n)

/** A stake's part of the pool's rate. */
export function shareOfRate(rate: bigint, stake: bigint, totalStaked: bigint): bigint {
  return totalStaked > 0n && stake > 0n ? (rate * stake) / totalStaked : 0n
}

/** What `amount` more pool tokens would earn per second once staked, next to everyone else's stake (the deposit dialog). */
export function rateForDeposit(rate: bigint, amount: bigint, totalStaked: bigint): bigint {
  return shareOfRate(rate, amount, totalStaked + amount)
}
