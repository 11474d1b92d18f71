import { useState } from 'react'
import { type Address, type Hash, isAddressEqual } from 'viem'
import { usePendingClaim } from '@/entities/claim'
import { type TransactionRecord, useTransactionStore } from '@/entities/transaction'

interface Followed {
  chainId: number
  recipient: Address
  hash: Hash
}

/**
 * The claim transaction for `recipient` that the dialog follows: the newest pending one in the transaction store
 * (sent from this dialog, before a reload, or from another tab), kept once it is mined so its outcome shows.
 * `forget` lets go of it (a pending claim is picked up again at once).
 */
export function useFollowedClaim(
  chainId: number | undefined,
  recipient: Address | undefined,
): { record: TransactionRecord | undefined; forget(): void } {
  const pending = usePendingClaim(chainId, recipient)
  const [followed, setFollowed] = useState<Followed>()
  // Derived from the store during render (React's pattern for state that follows props): no effect, no stale frame.
  if (pending && chainId !== undefined && recipient && followed?.hash !== pending)
    setFollowed({ chainId, recipient, hash: pending })
  const current =
    followed && followed.chainId === chainId && recipient && isAddressEqual(followed.recipient, recipient)
      ? followed
      : undefined
  const record = useTransactionStore((state) =>
    current ? state.transactions[current.chainId]?.[current.hash] : undefined,
  )
  return { record, forget: () => setFollowed(undefined) }
}
