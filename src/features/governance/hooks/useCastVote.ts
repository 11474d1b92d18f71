import { msg } from '@lingui/core/macro'
import type { Address } from 'viem'
import { governorAbi } from '@/abis/governorAbi'
import { contractCall } from '@/entities/transaction'
import { useGovernanceWrite } from './useGovernanceWrite'

/**
 * castVote(proposalId, support) on the governor of `chainId` (spec 7), through the one write path, recorded as
 * 'Voted for proposal {id}' or 'Voted against proposal {id}'. Without a governor nothing is sent and `error` reads
 * 'No UNI Contract!' (spec 8).
 */
export function useCastVote(chainId: number | undefined, governor: Address | undefined) {
  const write = useGovernanceWrite(chainId, governor)
  const castVote = (proposalId: number, support: boolean): Promise<void> =>
    write.send((address) => ({
      kind: 'transaction',
      calls: [
        contractCall({ address, abi: governorAbi, functionName: 'castVote', args: [BigInt(proposalId), support] }),
      ],
      summary: support ? msg`Voted for proposal ${proposalId}` : msg`Voted against proposal ${proposalId}`,
    }))
  return { ...write, castVote }
}
