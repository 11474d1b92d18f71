export interface CheckableTransaction {
  addedTime: number
  receipt?: unknown
  lastCheckedBlockNumber?: number
}

const MINUTE = 60_000

/**
 * Whether to ask for a transaction's receipt at `lastBlockNumber` (spec section 4): never once it has a receipt;
 * always if never checked; otherwise after enough blocks since the last check: 1 for transactions under 5 minutes
 * old, 3 between 5 and 60 minutes, 10 past an hour.
 */
export function shouldCheck(lastBlockNumber: number, tx: CheckableTransaction, now: number = Date.now()): boolean {
  if (tx.receipt) return false
  if (tx.lastCheckedBlockNumber === undefined) return true
  const blocksSinceCheck = lastBlockNumber - tx.lastCheckedBlockNumber
  if (blocksSinceCheck < 1) return false
  const minutesPending = (now - tx.addedTime) / MINUTE
  if (minutesPending > 60) return blocksSinceCheck > 9
  if (minutesPending > 5) return blocksSinceCheck > 2
  return true
}
