export type TransactionStatus = 'pending' | 'success' | 'failed'

/**
 * Pending until a receipt exists; then success when its status is 1 or absent (receipts from before status codes),
 * otherwise failed (spec section 4).
 */
export function transactionStatus(tx: { receipt?: { status?: number | null } }): TransactionStatus {
  if (!tx.receipt) return 'pending'
  const { status } = tx.receipt
  return status === undefined || status === null || status === 1 ? 'success' : 'failed'
}

/** Transactions are "recent" for 24 hours after they were added. */
export const TRANSACTION_RECENT_MS = 86_400_000

export const isTransactionRecent = (tx: { addedTime: number }, now: number = Date.now()): boolean => now - tx.addedTime < TRANSACTION_RECENT_MS
