/**
 * A record's state: 'pending' until something ends it; then 'success' or 'failed' from the receipt (its own, or the
 * receipt of the transaction that took its nonce); 'cancelled' when that was a zero-value self-transfer; 'dropped'
 * when it will never be mined; 'failed' when its deadline passed unmined.
 */
export type TransactionStatus = 'pending' | 'success' | 'failed' | 'cancelled' | 'dropped'

interface StatusFacts {
  receipt?: { status?: number | null } | undefined
  replacedBy?: { reason: string } | undefined
  droppedTime?: number | undefined
  expired?: true | undefined
}

/**
 * Spec section 4: pending until a receipt exists; then success when its status is 1 or absent (receipts from before
 * status codes), otherwise failed. Beyond the spec: cancellations, drops and expired deadlines end a record too.
 */
export function transactionStatus(tx: StatusFacts): TransactionStatus {
  if (tx.receipt) {
    if (tx.replacedBy?.reason === 'cancelled') return 'cancelled'
    const { status } = tx.receipt
    return status === undefined || status === null || status === 1 ? 'success' : 'failed'
  }
  if (tx.expired) return 'failed'
  if (tx.droppedTime !== undefined) return 'dropped'
  return 'pending'
}

/** Transactions are "recent" for 24 hours after they were added. */
export const TRANSACTION_RECENT_MS = 86_400_000

export const isTransactionRecent = (tx: { addedTime: number }, now: number = Date.now()): boolean =>
  now - tx.addedTime < TRANSACTION_RECENT_MS

/** What the account view and popups say about a record: its status, with how it got there. */
export type TransactionOutcome =
  'pending' | 'confirmed' | 'failed' | 'sped-up' | 'cancelled' | 'replaced' | 'dropped' | 'expired'

export function transactionOutcome(tx: StatusFacts): TransactionOutcome {
  const status = transactionStatus(tx)
  switch (status) {
    case 'success':
      return tx.replacedBy?.reason === 'repriced'
        ? 'sped-up'
        : tx.replacedBy?.reason === 'replaced'
          ? 'replaced'
          : 'confirmed'
    case 'failed':
      return !tx.receipt && tx.expired ? 'expired' : tx.replacedBy?.reason === 'replaced' ? 'replaced' : 'failed'
    case 'cancelled':
    case 'dropped':
    case 'pending':
      return status
  }
}
