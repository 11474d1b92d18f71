import type { Address } from 'viem'
import { addressesFor } from '@/config/addresses'
import { useBlockQuery, useBlockScope } from '@/lib/chain/useBlockQuery'
import { governanceQueryOptions } from '../queries/governanceQueries'

/** The chain's governor and governance token, when it has both. */
export function governanceContracts(chainId: number | undefined): { governor: Address; uni: Address } | undefined {
  const addresses = addressesFor(chainId)
  return addresses?.governor && addresses.uni ? { governor: addresses.governor, uni: addresses.uni } : undefined
}

/**
 * Governance at the latest block: proposals with their states, the supply and the account's standing, in the
 * block's one multicall. The proposals an earlier block counted are read together with the count.
 */
export function useGovernance(chainId: number | undefined, account: Address | undefined) {
  const contracts = governanceContracts(chainId)
  const scope = useBlockScope(chainId, contracts !== undefined)
  return useBlockQuery(
    governanceQueryOptions(scope.client, { ...scope, governor: contracts?.governor, uni: contracts?.uni, account }),
  )
}
