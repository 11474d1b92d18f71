import type { TransactionRecord } from '../transactionStore'
import { transactionStatus } from '../model/transactionStatus'

/**
 * A write as every screen shows it: nothing yet; the wallet is asked; sent with a hash and unmined; mined and
 * successful (a speed-up that succeeded included); failed (rejected, reverted, expired); replaced by another
 * transaction or cancelled; dropped.
 */
export type WriteStatus = 'idle' | 'awaiting' | 'submitted' | 'confirmed' | 'failed' | 'replaced' | 'dropped'

/** The write's status from its mutation's status and, once there is a hash, the transaction record. */
export function writeStatus(
  mutation: 'idle' | 'pending' | 'success' | 'error',
  hasHash: boolean,
  record: TransactionRecord | undefined,
): WriteStatus {
  if (mutation === 'idle') return 'idle'
  if (mutation === 'pending') return 'awaiting'
  if (mutation === 'error') return 'failed'
  if (!hasHash) return 'confirmed'
  if (!record) return 'submitted'
  switch (transactionStatus(record)) {
    case 'pending':
      return 'submitted'
    case 'success':
      return record.replacedBy?.reason === 'replaced' ? 'replaced' : 'confirmed'
    case 'failed':
      return 'failed'
    case 'cancelled':
      return 'replaced'
    case 'dropped':
      return 'dropped'
  }
}
