import { Trans } from '@lingui/react/macro'
import { approvalAmountText } from './model/approvalAmountText'
import type { Approval } from './useApproval'

/**
 * What an approval will allow, shown beside its Approve button before the wallet opens (issue 17): 'Approves exactly
 * {amount} {symbol}' with the exact-approval setting, else 'Approves an unlimited amount of {symbol}'.
 */
export function ApprovalNote({ approval }: { approval: Pick<Approval, 'allowing' | 'symbol' | 'amount' | 'decimals'> }) {
  const { symbol, amount } = approval
  const amountText = amount === undefined ? '' : approvalAmountText(amount, approval.decimals)
  return (
    <p className="text-center text-xs text-slate-500" data-testid="approval-amount">
      {approval.allowing === 'exact' ? <Trans>Approves exactly {amountText} {symbol}</Trans> : <Trans>Approves an unlimited amount of {symbol}</Trans>}
    </p>
  )
}
