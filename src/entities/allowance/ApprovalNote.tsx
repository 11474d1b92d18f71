import { Trans } from '@lingui/react/macro'
import { formatSignificant } from '@/lib/format'
import { approvalAmountText } from './model/approvalAmountText'
import type { Approval } from './useApproval'

/**
 * What an approval will allow, beside its Approve button before the wallet opens (issue 17): the exact amount with the
 * exact-approval setting, else unlimited. Every flow that approves shows this one.
 */
export function ApprovalNote({
  approval,
}: {
  approval: Pick<Approval, 'allowing' | 'symbol' | 'amount' | 'decimals'>
}) {
  const { symbol, amount } = approval
  // Six significant digits cut in bigint arithmetic, then laid out for the interface language ('1,234.5', Arabic isolated).
  const amountText = amount === undefined ? '' : formatSignificant(approvalAmountText(amount, approval.decimals), 6)
  return (
    <p className="text-center text-xs text-slate-500" data-testid="approval-amount">
      {approval.allowing === 'exact' ? (
        <Trans>
          Approves exactly {amountText} {symbol}
        </Trans>
      ) : (
        <Trans>Approves an unlimited amount of {symbol}</Trans>
      )}
    </p>
  )
}
