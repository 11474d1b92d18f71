import { Trans } from '@lingui/react/macro'
import { Button } from '@/components/ui'
import { type Approval, ApprovalNote } from '@/entities/allowance'
import { SendGate } from '@/entities/transaction'
import type { MintInputError } from '../model/mint'
import { ApproveButton } from './ApproveButton'
import { MintErrorText } from './MintErrorText'

interface SupplyButtonsProps {
  chainId: number | undefined
  /** A token of the pair is on the unsupported list. */
  blocked: boolean
  inputError: MintInputError | undefined
  approvals: readonly [[Approval, string], [Approval, string]]
  onSupply(): void
}

/** The add form's actions (spec 2): Unsupported Asset, Connect Wallet, or an Approve button per token and Supply. */
export function SupplyButtons({ chainId, blocked, inputError, approvals, onSupply }: SupplyButtonsProps) {
  if (blocked) {
    return (
      <Button size="lg" fullWidth disabled>
        <Trans>Unsupported Asset</Trans>
      </Button>
    )
  }
  const approved = approvals.every(([approval]) => approval.state === 'APPROVED')
  return (
    <SendGate chainId={chainId}>
      <div className="flex flex-col gap-2">
        {!inputError ? (
          <div className="flex gap-2">
            {approvals.map(([approval, symbol], index) => (
              <ApproveButton key={index} approval={approval} symbol={symbol} />
            ))}
          </div>
        ) : null}
        {/* What each approval will allow, before the wallet opens (issue 17). */}
        {!inputError
          ? approvals.map(([approval], index) =>
              approval.state === 'NOT_APPROVED' || approval.state === 'PENDING' ? (
                <ApprovalNote key={index} approval={approval} />
              ) : null,
            )
          : null}
        <Button size="lg" fullWidth disabled={Boolean(inputError) || !approved} onClick={onSupply}>
          {inputError ? <MintErrorText error={inputError} /> : <Trans>Supply</Trans>}
        </Button>
      </div>
    </SendGate>
  )
}
