import type { Address, Hash } from 'viem'
import { useTransactionStore } from '@/entities/transaction'
import { findPendingClaim } from './model/pendingClaim'

/** The hash of the newest pending claim for `recipient` on the chain, from the transaction store; undefined if none. */
export function usePendingClaim(chainId: number | undefined, recipient: Address | undefined): Hash | undefined {
  return useTransactionStore((state) =>
    chainId !== undefined && recipient ? findPendingClaim(state.transactions[chainId], recipient)?.hash : undefined,
  )
}
