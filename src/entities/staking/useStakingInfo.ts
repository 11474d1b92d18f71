import type { Address } from 'viem'
import { addressesFor } from '@/config/addresses'
import { stakingPoolsFor } from '@/config/staking'
import { useBlockQuery, useBlockScope } from '@/lib/chain/useBlockQuery'
import { stakingInfoQueryOptions } from './queries/readStakingInfo'

/**
 * The chain's reward pools at the latest block (spec 3), in the block's one multicall and shared by every page showing
 * rewards. The previous block's snapshot stays while the next loads.
 */
export function useStakingInfo(chainId: number | undefined, account: Address | undefined) {
  const pools = stakingPoolsFor(chainId)
  const scope = useBlockScope(chainId, pools.length > 0)
  return useBlockQuery(
    stakingInfoQueryOptions(scope.client, { ...scope, pools, account, multicall: addressesFor(chainId)?.multicall }),
  )
}
