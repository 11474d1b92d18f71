import { Trans } from '@lingui/react/macro'
import { Button } from '@/components/ui'
import { ApprovalNote } from '@/entities/allowance'
import { SendButton } from '@/entities/transaction'
import type { WriteStatus } from '@/entities/transaction'
import type { MigrationApproval } from '../hooks/useMigrationApproval'
import { isWriting } from '../model/writing'

export interface MigrateActionsProps {
  approval: MigrationApproval
  /** The migrate write's status. */
  status: WriteStatus
  /** Everything the migrate call needs is known (minimums, deadline, account). */
  ready: boolean
  onMigrate(): void
}

/** Approve the V1 pool token, then 'Migrate': disabled until approved, 'Migrating' until the receipt (spec 2). */
export function MigrateActions({ approval, status, ready, onMigrate }: MigrateActionsProps) {
  const migrating = isWriting(status)
  const approving = approval.state === 'PENDING' || (approval.requesting && approval.state !== 'APPROVED')
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <Button
          size="lg"
          fullWidth
          disabled={approval.state !== 'NOT_APPROVED'}
          busy={approving}
          onClick={() => void approval.approve()}
        >
          {approving ? (
            <Trans>Approving</Trans>
          ) : approval.state === 'APPROVED' ? (
            <Trans>Approved</Trans>
          ) : (
            <Trans>Approve</Trans>
          )}
        </Button>
        <SendButton
          size="lg"
          fullWidth
          disabled={approval.state !== 'APPROVED' || !ready}
          busy={migrating}
          onClick={onMigrate}
        >
          {migrating ? <Trans>Migrating</Trans> : <Trans>Migrate</Trans>}
        </SendButton>
      </div>
      {/* What the approval will allow, before the wallet opens (issue 17). */}
      {approval.state === 'NOT_APPROVED' || approving ? <ApprovalNote approval={approval} /> : null}
    </div>
  )
}
