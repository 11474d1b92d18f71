import type { Address } from 'viem'
import { useBlockQuery, useBlockScope } from '@/lib/chain/useBlockQuery'
import { ballotQueryOptions } from '../queries/governanceQueries'
import { governanceContracts } from './useGovernance'

/** The account's prior votes and receipt for one proposal at the latest block (joins the block's multicall). */
export function useBallot(
  chainId: number | undefined,
  account: Address | undefined,
  proposal: { id: number; startBlock: bigint } | undefined,
) {
  const contracts = governanceContracts(chainId)
  const scope = useBlockScope(chainId, contracts !== undefined && account !== undefined && proposal !== undefined)
  return useBlockQuery(
    ballotQueryOptions(scope.client, {
      ...scope,
      governor: contracts?.governor,
      uni: contracts?.uni,
      account,
      proposalId: proposal?.id,
      startBlock: proposal?.startBlock,
    }),
  )
}
