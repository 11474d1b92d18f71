import { Trans } from '@lingui/react/macro'
import { Button } from '@/components/ui'
import { ApprovalNote, type PermitOrApproval } from '@/entities/allowance'
import { SendGate } from '@/entities/transaction'
import type { BurnInputError } from '../model/burn'

interface RemoveActionsProps {
  chainId: number | undefined
  inputError: BurnInputError | undefined
  /** The router's right to burn the pool tokens: approval or permit signature. */
  auth: Pick<PermitOrApproval, 'state' | 'approve' | 'note'>
  onRemove(): void
}

/** The remove form's actions (spec 2): 'Connect Wallet', or Approve (Approving / Approved) then Remove. */
export function RemoveActions({ chainId, inputError, auth, onRemove }: RemoveActionsProps) {
  return (
    <SendGate chainId={chainId}>
      <div className="flex flex-col gap-2">
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="lg"
            className="flex-1"
            busy={auth.state === 'PENDING'}
            disabled={auth.state !== 'NOT_APPROVED' || Boolean(inputError)}
            onClick={() => void auth.approve()}
          >
            {auth.state === 'PENDING' ? (
              <Trans>Approving</Trans>
            ) : auth.state === 'APPROVED' ? (
              <Trans>Approved</Trans>
            ) : (
              <Trans>Approve</Trans>
            )}
          </Button>
          <Button
            size="lg"
            className="flex-1"
            disabled={Boolean(inputError) || auth.state !== 'APPROVED'}
            onClick={onRemove}
          >
            {inputError?.kind === 'enterAmount' ? <Trans>Enter an amount</Trans> : <Trans>Remove</Trans>}
          </Button>
        </div>
        {/* What an approval (the permit's fallback) will allow, before the wallet opens (issue 17). */}
        {!inputError && (auth.state === 'NOT_APPROVED' || auth.state === 'PENDING') ? (
          <ApprovalNote approval={auth.note} />
        ) : null}
      </div>
    </SendGate>
  )
}
