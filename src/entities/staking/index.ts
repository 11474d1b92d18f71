export {
  type PoolStake,
  type PoolStakeResult,
  type StakingReader,
  type StakingSnapshot,
  readStakingInfo,
} from './queries/readStakingInfo'
export { useStakingInfo } from './useStakingInfo'
export { type EarnedRewards, useEarnedRewards } from './useEarnedRewards'
