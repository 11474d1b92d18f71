import { type Address, isAddressEqual } from 'viem'
import { addressesFor } from '@/config/addresses'
import { stakingPoolsFor } from '@/config/staking'

/** A contract a proposal's action may name that the app knows by name (issue 14: shown by name, not only address). */
export type KnownContract =
  { kind: 'timelock' | 'governor' | 'router' | 'uni' | 'stakingRewardsFactory' } | { kind: 'rewardPool'; index: number }

/** What `address` is on `chainId`, when it is one of the protocol's contracts. */
export function knownContract(chainId: number | undefined, address: Address): KnownContract | undefined {
  const addresses = addressesFor(chainId)
  const same = (other: Address | undefined): boolean => other !== undefined && isAddressEqual(other, address)
  if (same(addresses?.timelock)) return { kind: 'timelock' }
  if (same(addresses?.governor)) return { kind: 'governor' }
  if (same(addresses?.v2Router)) return { kind: 'router' }
  if (same(addresses?.uni)) return { kind: 'uni' }
  if (same(addresses?.stakingRewardsFactory)) return { kind: 'stakingRewardsFactory' }
  const pool = stakingPoolsFor(chainId).findIndex((p) => isAddressEqual(p.address, address))
  return pool >= 0 ? { kind: 'rewardPool', index: pool + 1 } : undefined
}
