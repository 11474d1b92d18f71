import type { Address, Hex } from 'viem'
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
  /** Argent's smart-contract wallet detector (`isArgentWallet`): such a wallet approves instead of signing a permit. */
  argentWalletDetector?: Address
}

const MULTICALL3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/**
 * Per-chain contract addresses, official Uniswap V2 deployments only (the devnet's from its manifest). Sources:
 * docs.uniswap.org/contracts/v2/reference/smart-contracts (factory, router-02, v2-deployments) and @uniswap/sdk-core
 * 7.x (`V2_FACTORY_ADDRESSES`, `V2_ROUTER_ADDRESSES`, `WETH9`, and `ARGENT_WALLET_DETECTOR_ADDRESS` for the wallet
 * detector). UNI, governance, airdrop, staking and the wallet detector: mainnet only.
 */
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
    argentWalletDetector: '0xeca4B0bDBf7c55E9b7925919d03CbF8Dc82537E8',
  },
  // Sepolia: Uniswap's V2 deployment (https://docs.uniswap.org/contracts/v2/reference/smart-contracts/v2-deployments,
  // @uniswap/sdk-core 7.19 V2_FACTORY_ADDRESSES/V2_ROUTER_ADDRESSES[ChainId.SEPOLIA], WETH9[11155111]): the exchange
  // only, no V1, UNI, governance, airdrop or pools. Retired test networks have no entry: nothing runs there any more.
  11155111: {
    multicall: MULTICALL3,
    v2Factory: '0xF62c03E08ada871A0bEb309762E260a7a6a880E6',
    v2Router: '0xeE567Fe1712Faf6149d80dA1E6934E354124CfE3',
    weth: '0xfFf9976782d46CC05630D1f6eBAb18b2324d6B14',
  },
  // Uniswap's later V2 deployments, with their own addresses; the wrapped native coin is WBNB and WMATIC.
  56: {
    multicall: MULTICALL3,
    v2Factory: '0x8909Dc15e40173Ff4699343b6eB8132c65e18eC6',
    v2Router: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
    weth: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
  },
  137: {
    multicall: MULTICALL3,
    v2Factory: '0x9e5A52f57b3038F1B8EeE45F28b3C1967e22799C',
    v2Router: '0xedf6066a2b290C185783862C7F4776A2C8077AD1',
    weth: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270',
  },
  // No official Uniswap V2 deployment: RSK, RSK testnet, BNB Chain testnet, xDai. The app reads there, but neither
  // swaps nor pools (the screens say so).
  ...Object.fromEntries([30, 31, 97, 100].map((chainId) => [chainId, { multicall: MULTICALL3 }])),
  ...(__DEVNET__ ? ({ 31337: loadDevnet().contracts } as Record<number, ContractAddresses>) : {}),
}

export function addressesFor(chainId: number | undefined): ContractAddresses | undefined {
  return chainId === undefined ? undefined : contractAddresses[chainId]
}

/**
 * keccak256 of the V2 pair's creation code (CREATE2): every official V2 factory deploys the same pair code, as
 * @uniswap/v2-sdk 4.x's one INIT_CODE_HASH for every chain shows.
 */
const V2_PAIR_INIT_CODE_HASH: Hex = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

/** The chains whose `v2Factory` above is an official Uniswap V2 deployment. */
const OFFICIAL_V2_CHAINS: readonly number[] = [1, 11155111, 56, 137]

/** The pair init-code hash of a chain's V2 factory; the devnet deploys the same code and says so in its manifest. */
export function pairInitCodeHashFor(chainId: number | undefined): Hex | undefined {
  if (__DEVNET__ && chainId === 31337) return loadDevnet().pairInitCodeHash
  if (chainId !== undefined && OFFICIAL_V2_CHAINS.includes(chainId) && addressesFor(chainId)?.v2Factory)
    return V2_PAIR_INIT_CODE_HASH
  return undefined
}
