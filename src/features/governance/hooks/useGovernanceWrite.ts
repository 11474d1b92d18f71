import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { type TransactionRequest, useWrite, writeView } from '@/entities/transaction'
import { AppError } from '@/lib/errors'

/** Why the write cannot be sent at all: the wallet is on another chain, or the chain has no governance contract. */
function blocker(
  chainId: number | undefined,
  walletChainId: number | undefined,
  contract: Address | undefined,
): AppError | undefined {
  if (walletChainId !== undefined && chainId !== undefined && walletChainId !== chainId)
    return new AppError('WRONG_NETWORK')
  if (contract === undefined) return new AppError('NO_UNI_CONTRACT')
  return undefined
}

/**
 * A governance write (delegate, castVote) through the one write path, shaped for its WriteDialog (spec 4). On the
 * wrong network or without the contract on `chainId` nothing is sent, and `error` says why from the start.
 */
export function useGovernanceWrite(chainId: number | undefined, contract: Address | undefined) {
  const write = useWrite()
  const { chainId: walletChainId } = useAccount()
  const unavailable = blocker(chainId, walletChainId, contract)
  const onForm = writeView(write.status, write.hash !== undefined, write.failure, 'form') === 'form'

  const send = async (build: (contract: Address) => TransactionRequest): Promise<void> => {
    if (unavailable || contract === undefined || write.busy) return
    await write.write(build(contract))
  }

  return {
    status: write.status,
    hash: write.hash,
    /** Whether the dialog shows its form (nothing sent, or the last send failed). */
    onForm,
    /** The reason nothing can be sent, else the last failure (not a rejection): shown under the form. */
    error: unavailable ?? (onForm ? write.failure : undefined),
    /** True when the write cannot be sent on this chain (the action is disabled). */
    unavailable: unavailable !== undefined,
    send,
    reset: () => {
      if (!write.busy) write.reset()
    },
  }
}

export type GovernanceWrite = ReturnType<typeof useGovernanceWrite>
