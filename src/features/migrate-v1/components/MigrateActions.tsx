import { Trans } from '@lingui/react/macro'
import type { MigrationApproval } from '../hooks/useMigrationApproval'
import type { WriteStatus } from '../hooks/useTrackedWrite'
import { buttonClass } from './buttonClass'

export interface MigrateActionsProps {
  approval: Pick<MigrationApproval, 'state' | 'requesting' | 'approve'>
  status: WriteStatus
  /** Everything the migrate call needs is known (minimums, deadline, account). */
  ready: boolean
  onMigrate(): void
}

/**
 * Approve the V1 pool token ('Approve', 'Approving', 'Approved'), then 'Migrate' - disabled until approved, 'Migrating'
 * from the wallet until the receipt (spec 2).
 */
export function MigrateActions({ approval, status, ready, onMigrate }: MigrateActionsProps) {
  const migrating = status === 'awaiting' || status === 'pending'
  const approving = approval.state === 'PENDING' || (approval.requesting && approval.state !== 'APPROVED')
  return (
    <div className="flex gap-2">
      <button type="button" disabled={approval.state !== 'NOT_APPROVED' || approval.requesting} onClick={approval.approve} aria-busy={approving} className={buttonClass}>
        {approving ? <Trans>Approving</Trans> : approval.state === 'APPROVED' ? <Trans>Approved</Trans> : <Trans>Approve</Trans>}
      </button>
      <button type="button" disabled={approval.state !== 'APPROVED' || !ready || migrating} onClick={onMigrate} aria-busy={migrating} className={buttonClass}>
        {migrating ? <Trans>Migrating</Trans> : <Trans>Migrate</Trans>}
      </button>
    </div>
  )
}
