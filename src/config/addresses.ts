import type { Address } from 'viem'
import { loadDevnet } from './devnet'

/** The protocol's contracts on one chain; a chain may lack some (no V1 or governance outside mainnet). */
export interface ContractAddresses {
  multicall: Address
  weth?: Address
  v2Factory?: Address
  v2Router?: Address
  v1Factory?: Address
  migrator?: Address
  uni?: Address
  timelock?: Address
  governor?: Address
  merkleDistributor?: Address
  stakingRewardsFactory?: Address
  /** The name-service registry, where names (accounts, `.eth` token lists) are resolved. */
  ensRegistry?: Address
}

const MULTICALL3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** Per-chain contract addresses in one typed table; the devnet's come from its manifest (devnet builds only). */
export const contractAddresses: Readonly<Record<number, ContractAddresses>> = {
  1: {
    multicall: MULTICALL3,
    weth: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    v2Factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
    v2Router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
    v1Factory: '0xc0a47dFe034B400B47bDaD5FecDa2621de6c4d95',
    migrator: '0x16D4F26C15f3658ec65B1126ff27DD3dF2a2996b',
    uni: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
    timelock: '0x1a9C8182C09F50C8318d769245beA52c32BE35BC',
    governor: '0x5e4be8Bc9637f0EAA1A755019e06A68ce081D58F',
    merkleDistributor: '0x090D4613473dEE047c3f2706764f49E0821D256e',
    stakingRewardsFactory: '0x3032Ab3Fa8C01d786D29dAdE018d7f2017918e12',
    ensRegistry: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e',
  },
  ...Object.fromEntries([3, 4, 5, 30, 31, 42, 56, 97, 100, 137].map((chainId) => [chainId, { multicall: MULTICALL3 }])),
  ...(__DEVNET__ ? ({ 31337: loadDevnet().contracts } as Record<number, ContractAddresses>) : {}),
}

export function addressesFor(chainId: number | undefined): ContractAddresses | undefined {
  return chainId === undefined ? undefined : contractAddresses[chainId]
}
