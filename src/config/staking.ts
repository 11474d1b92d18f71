import type { Address } from 'viem'
import { loadDevnet } from './devnet'

/** A reward pool (StakingRewards): where a pair's pool tokens are staked, and the pair's two tokens. */
export interface StakingPool {
  address: Address
  stakingToken: Address
  tokens: readonly [Address, Address]
}

const WETH: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'

/** Mainnet's four ETH reward pools (spec 9: ETH paired with DAI, USDC, USDT, WBTC). */
const MAINNET: StakingPool[] = [
  {
    address: '0xa1484C3aa22a66C62b77E0AE78E15258bd0cB711',
    stakingToken: '0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11',
    tokens: [WETH, '0x6B175474E89094C44Da98b954EedeAC495271d0F'],
  },
  {
    address: '0x7FBa4B8Dc5E7616e59622806932DBea72537A56b',
    stakingToken: '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc',
    tokens: [WETH, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'],
  },
  {
    address: '0x6C3e4cb2E96B01F4b866965A91ed4437839A121a',
    stakingToken: '0x0d4a11d5EEaaC28EC3F61d100daF4d40471f1852',
    tokens: [WETH, '0xdAC17F958D2ee523a2206206994597C13D831ec7'],
  },
  {
    address: '0xCA35e32e7926b96A9988f61d510E038108d8068e',
    stakingToken: '0xBb2b8038a1640196FbE3e38816F3e67Cba72D940',
    tokens: [WETH, '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599'],
  },
]

const NONE: readonly StakingPool[] = []
let devnetPools: readonly StakingPool[] | undefined

/** The chain's reward pools: the same array on every call (pages read it on every render). */
export function stakingPoolsFor(chainId: number | undefined): readonly StakingPool[] {
  if (chainId === 1) return MAINNET
  if (__DEVNET__ && chainId === 31337) return (devnetPools ??= loadDevnet().stakingRewards)
  return NONE
}

/** Spec 9: rewards run 60 days and start that long before the end date. */
export const REWARDS_DURATION = 5_184_000
/** Spec 9: the end date the countdown uses while a pool's `periodFinish` is unknown (not yet notified). */
export const DEFAULT_REWARDS_END = 1_605_571_200
/** Spec 9: a week, for 'per week' rates (rate x 604800). */
export const SECONDS_PER_WEEK = 604_800n
/** A 365-day year, for the APR estimate. */
export const SECONDS_PER_YEAR = 31_536_000n
/** Spec 7 and 9: the reward pools' fixed gas limits. */
export const STAKING_GAS = { stake: 350_000n, exit: 300_000n, getReward: 350_000n } as const
