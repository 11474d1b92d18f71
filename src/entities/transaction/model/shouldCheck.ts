export interface CheckableTransaction {
  addedTime: number
  receipt?: unknown
  lastCheckedBlockNumber?: number
}

const MINUTE_MS = 60_000

/**
 * Whether to ask for a transaction's receipt at block `lastBlockNumber` (spec section 4): never once it has a
 * receipt; always if it was never checked; otherwise only when enough blocks passed since the last check — at least
 * 10 if it is over 60 minutes old, at least 3 from 5 to 60 minutes (both included), at least 1 under 5 minutes.
 */
export function shouldCheck(lastBlockNumber: number, tx: CheckableTransaction, now: number = Date.now()): boolean {
  if (tx.receipt) return false
  if (tx.lastCheckedBlockNumber === undefined) return true
  const blocksSinceCheck = lastBlockNumber - tx.lastCheckedBlockNumber
  if (blocksSinceCheck < 1) return false
  const minutesPending = (now - tx.addedTime) / MINUTE_MS
  if (minutesPending > 60) return blocksSinceCheck >= 10
  if (minutesPending >= 5) return blocksSinceCheck >= 3
  return true
}
