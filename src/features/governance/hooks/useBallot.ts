import type { Address } from 'viem'
import { getPublicClient } from 'wagmi/actions'
import { useBlockQuery } from '@/lib/chain/useBlockQuery'
import { wagmiConfig } from '@/lib/chain/wagmiConfig'
import { AppError } from '@/lib/errors'
import { readBallot } from '../queries/readBallot'
import { governanceContracts } from './useGovernance'

/** The account's prior votes and receipt for one proposal at the latest block (joins the block's multicall). */
export function useBallot(chainId: number | undefined, account: Address | undefined, proposal: { id: number; startBlock: bigint } | undefined) {
  const contracts = governanceContracts(chainId)
  return useBlockQuery(
    'ballot',
    chainId,
    { account, proposalId: proposal?.id, startBlock: proposal?.startBlock },
    async (id, blockNumber) => {
      const client = getPublicClient(wagmiConfig, { chainId: id })
      if (!client || !contracts || !account || !proposal) throw new AppError('NO_UNI_CONTRACT')
      return readBallot(client, { ...contracts, account, proposalId: proposal.id, startBlock: proposal.startBlock, blockNumber })
    },
    contracts !== undefined && account !== undefined && proposal !== undefined,
  )
}
