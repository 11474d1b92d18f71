export { RewardPoolScreen } from './RewardPoolScreen'
export { RewardPoolsScreen } from './RewardPoolsScreen'
