import type { Address } from 'viem'
import { getPublicClient } from 'wagmi/actions'
import { addressesFor } from '@/config/addresses'
import { stakingPoolsFor } from '@/config/staking'
import { useBlockQuery } from '@/lib/chain/useBlockQuery'
import { wagmiConfig } from '@/lib/chain/wagmiConfig'
import { AppError } from '@/lib/errors'
import { readStakingInfo } from './queries/readStakingInfo'

async function fetchStakingInfo(chainId: number, blockNumber: bigint, account: Address | undefined) {
  const client = getPublicClient(wagmiConfig, { chainId })
  if (!client) throw new AppError('STAKING_INFO_FAILED')
  return readStakingInfo(client, { pools: stakingPoolsFor(chainId), account, blockNumber, multicall: addressesFor(chainId)?.multicall })
}

/**
 * The chain's reward pools at the latest block (spec 3, staking reward entries): totals, rate, end, and the account's
 * stake and unclaimed rewards. One query per block, folded into the block's one multicall; every page that shows
 * rewards shares it. The previous block's snapshot stays while the next one loads.
 */
export function useStakingInfo(chainId: number | undefined, account: Address | undefined) {
  const pools = stakingPoolsFor(chainId)
  return useBlockQuery('stakingInfo', chainId, { account, pools: pools.map((p) => p.address) }, (id, block) => fetchStakingInfo(id, block, account), pools.length > 0)
}
