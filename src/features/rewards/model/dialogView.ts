import type { WriteStatus } from '@/entities/transaction'
import type { AppError } from '@/lib/errors'

/** The view a reward-pool dialog shows: its form, the wallet's wait, the submitted hash, or the error. */
export type DialogView = 'form' | 'pending' | 'submitted' | 'error'

/** A rejection in the wallet goes back to the form silently (spec 8): `failure` is any other failure, shown with Dismiss. */
export function dialogView(status: WriteStatus, hasHash: boolean, failure: AppError | undefined): DialogView {
  if (hasHash) return 'submitted'
  if (status === 'awaiting') return 'pending'
  if (failure) return 'error'
  return 'form'
}
