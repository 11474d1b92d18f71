import type { Address } from 'viem'
import { governorAbi } from '@/abis/governorAbi'
import { uniAbi } from '@/abis/uniAbi'
import type { GovernanceReader } from './readGovernance'

/** The account's ballot on one proposal: the votes it may cast and the vote it cast (spec 6, 7). */
export interface Ballot {
  /**
   * Votes delegated to the account at the proposal's start block (getPriorVotes); undefined while that block is not
   * mined yet (a pending proposal): the token reverts for a block that is not final, so it is not asked.
   */
  priorVotes: bigint | undefined
  receipt: { hasVoted: boolean; support: boolean; votes: bigint }
}

/** getPriorVotes needs a block before the one it is read at. */
export const isStartBlockFinal = (startBlock: bigint, blockNumber: bigint): boolean => startBlock < blockNumber

/** One block's ballot reads, issued together so they join the block's multicall. */
export async function readBallot(
  client: GovernanceReader,
  params: {
    governor: Address
    uni: Address
    account: Address
    proposalId: number
    startBlock: bigint
    blockNumber: bigint
  },
): Promise<Ballot> {
  const { governor, uni, account, proposalId, startBlock, blockNumber } = params
  const [priorVotes, receipt] = await Promise.all([
    isStartBlockFinal(startBlock, blockNumber)
      ? client.readContract({
          address: uni,
          abi: uniAbi,
          functionName: 'getPriorVotes',
          args: [account, startBlock],
          blockNumber,
        })
      : undefined,
    client.readContract({
      address: governor,
      abi: governorAbi,
      functionName: 'getReceipt',
      args: [BigInt(proposalId), account],
      blockNumber,
    }),
  ])
  return { priorVotes, receipt: { hasVoted: receipt.hasVoted, support: receipt.support, votes: receipt.votes } }
}
