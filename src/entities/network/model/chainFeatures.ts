import type { Hex } from 'viem'
import { type ContractAddresses, addressesFor, pairInitCodeHashFor } from '@/config/addresses'

/**
 * What the app can do on a chain, by the contracts each needs: `exchange`, `migrate` (V1), `rewards` (/uni),
 * `governance` (/vote), `claim` (airdrop), `ucash` (the governance token's balance).
 */
export type ChainFeature = 'exchange' | 'migrate' | 'rewards' | 'governance' | 'claim' | 'ucash'

export type ChainFeatures = Readonly<Record<ChainFeature, boolean>>

/** The features that a chain's contracts (and its pair init-code hash) allow. */
export function featuresOf(contracts: ContractAddresses | undefined, pairInitCodeHash: Hex | undefined): ChainFeatures {
  const has = (...keys: (keyof ContractAddresses)[]): boolean =>
    contracts !== undefined && keys.every((key) => Boolean(contracts[key]))
  const exchange = has('v2Router', 'v2Factory', 'weth') && pairInitCodeHash !== undefined
  return {
    exchange,
    migrate: exchange && has('v1Factory', 'migrator'),
    rewards: has('stakingRewardsFactory', 'uni'),
    governance: has('governor', 'uni'),
    claim: has('merkleDistributor'),
    ucash: has('uni'),
  }
}

/** Which features exist on a chain (none on a chain the app does not know). */
export function chainFeatures(chainId: number | undefined): ChainFeatures {
  return featuresOf(addressesFor(chainId), pairInitCodeHashFor(chainId))
}
