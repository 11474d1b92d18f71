import type { Address } from 'viem'
import { addressesFor } from '@/config/addresses'
import { stakingPoolsFor } from '@/config/staking'
import { useBlockQuery, useBlockScope } from '@/lib/chain/useBlockQuery'
import { stakingInfoQueryOptions } from './queries/readStakingInfo'

/**
 * The chain's reward pools at the latest block (spec 3, staking reward entries): totals, rate, end, and the account's
 * stake and unclaimed rewards. One query per block, folded into the block's one multicall; every page that shows
 * rewards shares it. The previous block's snapshot stays while the next one loads.
 */
export function useStakingInfo(chainId: number | undefined, account: Address | undefined) {
  const pools = stakingPoolsFor(chainId)
  const scope = useBlockScope(chainId, pools.length > 0)
  return useBlockQuery(
    stakingInfoQueryOptions(scope.client, { ...scope, pools, account, multicall: addressesFor(chainId)?.multicall }),
  )
}
