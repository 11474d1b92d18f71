import type { WriteStatus } from './writeStatus'

/** What a write's dialog shows: its form, the wallet's wait, the hash until it is mined, the mined outcome, or the error. */
export type WriteView = 'form' | 'awaiting' | 'submitted' | 'confirmed' | 'failed'

/**
 * What a failure before any hash does: 'form' brings the form back (the form says why, if it shows errors at all);
 * 'dismiss' shows the error with Dismiss.
 */
export type FailureMode = 'form' | 'dismiss'

/**
 * The dialog's view from the write's one state machine. A transaction that failed once sent brings the form back:
 * the record's popup has already said what happened. A failure before a hash follows `mode`.
 */
export function writeView(status: WriteStatus, hasHash: boolean, failure: unknown, mode: FailureMode): WriteView {
  if (status === 'awaiting') return 'awaiting'
  if (hasHash) return status === 'submitted' || status === 'confirmed' ? status : 'form'
  if (failure !== undefined && mode === 'dismiss') return 'failed'
  return 'form'
}
