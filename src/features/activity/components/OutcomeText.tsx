import { Trans } from '@lingui/react/macro'
import type { TransactionOutcome } from '@/entities/transaction'

/** A record's outcome in words (account view and popups). */
export function OutcomeText({ outcome }: { outcome: TransactionOutcome }) {
  switch (outcome) {
    case 'pending':
      return <Trans>Pending</Trans>
    case 'confirmed':
      return <Trans>Confirmed</Trans>
    case 'failed':
      return <Trans>Failed</Trans>
    case 'sped-up':
      return <Trans>Sped up</Trans>
    case 'cancelled':
      return <Trans>Cancelled</Trans>
    case 'replaced':
      return <Trans>Replaced</Trans>
    case 'dropped':
      return <Trans>Dropped</Trans>
    case 'expired':
      return <Trans>Expired</Trans>
  }
}

/** The outcome's icon and colour: a spinner while pending, a check, a cross, or a dash for what never ran. */
export const outcomeIcon: Record<TransactionOutcome, { icon: string; className: string }> = {
  pending: { icon: '◌', className: 'animate-spin' },
  confirmed: { icon: '✓', className: 'text-emerald-700 dark:text-emerald-400' },
  'sped-up': { icon: '✓', className: 'text-emerald-700 dark:text-emerald-400' },
  failed: { icon: '✕', className: 'text-red-700 dark:text-red-400' },
  expired: { icon: '✕', className: 'text-red-700 dark:text-red-400' },
  replaced: { icon: '⇄', className: 'text-slate-600 dark:text-slate-300' },
  cancelled: { icon: '⊘', className: 'text-slate-600 dark:text-slate-300' },
  dropped: { icon: '⊘', className: 'text-slate-600 dark:text-slate-300' },
}
