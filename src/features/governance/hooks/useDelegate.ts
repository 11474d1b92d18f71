import { msg } from '@lingui/core/macro'
import type { Address } from 'viem'
import { uniAbi } from '@/abis/uniAbi'
import { contractCall } from '@/entities/transaction'
import { useGovernanceWrite } from './useGovernanceWrite'

/**
 * delegate(delegatee) on the governance token `uni` of `chainId` (spec 7), through the one write path, recorded as
 * 'Delegated votes'. Without `uni` nothing is sent and `error` reads 'No UNI Contract!' (spec 8).
 */
export function useDelegate(chainId: number | undefined, uni: Address | undefined) {
  const write = useGovernanceWrite(chainId, uni)
  const delegate = (delegatee: Address): Promise<void> =>
    write.send((address) => ({
      kind: 'transaction',
      calls: [contractCall({ address, abi: uniAbi, functionName: 'delegate', args: [delegatee] })],
      summary: msg`Delegated votes`,
    }))
  return { ...write, delegate }
}
