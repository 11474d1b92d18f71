import type { TransactionState, TransactionRecord } from '../transactionStore'
import { isTransactionRecent, transactionStatus } from './transactionStatus'

/**
 * Which records the watcher follows, apart from how it follows them (useTransactionWatcher, loaded only while there
 * is something to follow: the swap page's first load carries none of it).
 */

/** How long after its receipt a record is checked against reorganisations (a success never outlives its block). */
export const REORG_WATCH_MS = 15 * 60_000

/** Whether a record with a receipt is still watched for reorganisations. */
export const watchesReorg = (tx: TransactionRecord, now: number = Date.now()): boolean =>
  tx.receipt !== undefined && tx.confirmedTime !== undefined && now - tx.confirmedTime < REORG_WATCH_MS

/** Records the watcher follows: unfinished ones of the last 24 hours, and recent receipts (for reorganisations). */
export function isWatched(tx: TransactionRecord, now: number = Date.now()): boolean {
  const status = transactionStatus(tx)
  if (status === 'pending' || (status === 'dropped' && !tx.replacedBy)) return isTransactionRecent(tx, now)
  return watchesReorg(tx, now)
}

/** Whether any record of the chain is followed (a store selector). */
export const selectWatching = (state: Pick<TransactionState, 'transactions'>, chainId: number | undefined): boolean =>
  Object.values((chainId !== undefined && state.transactions[chainId]) || {}).some((tx) => isWatched(tx))
