import type { Address } from 'viem'
import { type ContractAddresses, addressesFor } from './addresses'
import { stakingPoolsFor } from './staking'

/** What one of the app's contracts is, so a refusal can say which it is. */
export type AppContractRole =
  | 'router'
  | 'factory'
  | 'migrator'
  | 'pair'
  | 'token'
  | 'stakingPool'
  | 'distributor'
  | 'governor'
  | 'timelock'
  | 'infrastructure'

export interface AppContract {
  address: Address
  role: AppContractRole
}

/** Every contract of the address table by role (typed over all keys, so a new contract needs a role). */
const roles: Record<keyof ContractAddresses, AppContractRole> = {
  multicall: 'infrastructure',
  weth: 'token',
  v2Factory: 'factory',
  v2Router: 'router',
  v1Factory: 'factory',
  migrator: 'migrator',
  uni: 'token',
  timelock: 'timelock',
  governor: 'governor',
  merkleDistributor: 'distributor',
  stakingRewardsFactory: 'stakingPool',
  ensRegistry: 'infrastructure',
  argentWalletDetector: 'infrastructure',
}

const cache = new Map<number, readonly AppContract[]>()

/**
 * The app's own contracts on a chain (reward pools and their pairs included): none can use tokens or votes sent to
 * it, so none may be a recipient or delegatee. The same array on every call for a chain.
 */
export function appContractsFor(chainId: number | undefined): readonly AppContract[] {
  if (chainId === undefined) return []
  const known = cache.get(chainId)
  if (known) return known
  const addresses: Partial<ContractAddresses> = addressesFor(chainId) ?? {}
  const table = (Object.keys(roles) as (keyof ContractAddresses)[]).flatMap((key): AppContract[] => {
    const address = addresses[key]
    return address ? [{ address, role: roles[key] }] : []
  })
  const pools = stakingPoolsFor(chainId).flatMap((pool): AppContract[] => [
    { address: pool.address, role: 'stakingPool' },
    { address: pool.stakingToken, role: 'pair' },
  ])
  const contracts = [...table, ...pools]
  cache.set(chainId, contracts)
  return contracts
}
