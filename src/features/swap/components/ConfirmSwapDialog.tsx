import { Trans, useLingui } from '@lingui/react/macro'
import { Dialog, TransactionStatus } from '@/components/ui'
import { displaySymbol } from '@/entities/token'
import { computeTradePriceBreakdown, warningSeverity } from '../model/priceImpact'
import type { useSwapFlow } from '../hooks/useSwapFlow'
import { PriceImpactConfirm } from './PriceImpactConfirm'
import { SwapConfirmDetails } from './SwapConfirmDetails'

interface ConfirmSwapDialogProps {
  flow: ReturnType<typeof useSwapFlow>
  chainId: number | undefined
  allowedSlippage: number
  recipient: string | null
}

/** 'Confirm Exchange' (spec 2): the trade to confirm, Accept after a price change, the price-impact step, then the wallet. */
export function ConfirmSwapDialog({ flow, chainId, allowedSlippage, recipient }: ConfirmSwapDialogProps) {
  const { t } = useLingui()
  const { state } = flow
  const versioned = state.tradeToConfirm
  if (!state.showConfirm || !versioned) return null
  const { trade } = versioned
  const [inAmount, inSymbol] = [trade.inputAmount.toSignificant(6), displaySymbol(trade.inputAmount.currency.symbol)]
  const [outAmount, outSymbol] = [trade.outputAmount.toSignificant(6), displaySymbol(trade.outputAmount.currency.symbol)]
  const anyway = warningSeverity(computeTradePriceBreakdown(trade).priceImpactWithoutFee) > 2

  let body
  if (state.error) body = <TransactionStatus status="error" message={state.error} onDismiss={flow.dismiss} />
  else if (state.hash) body = <TransactionStatus status="submitted" hash={state.hash} chainId={chainId} onClose={flow.dismiss} />
  else if (state.attempting) body = <TransactionStatus status="pending" pendingText={<Trans>Swapping {inAmount} {inSymbol} for {outAmount} {outSymbol}</Trans>} />
  else if (state.impactStep) body = <PriceImpactConfirm kind={state.impactStep} onConfirm={flow.confirmImpact} onCancel={flow.cancelImpact} />
  else {
    body = (
      <div className="flex flex-col gap-4">
        <SwapConfirmDetails versioned={versioned} allowedSlippage={allowedSlippage} recipient={recipient} showAcceptChanges={flow.showAcceptChanges} onAccept={flow.accept} />
        <button
          type="button"
          disabled={flow.showAcceptChanges}
          onClick={flow.confirm}
          className={`rounded-2xl py-4 text-lg font-semibold text-white disabled:opacity-40 ${anyway ? 'bg-red-600' : 'bg-brand'}`}
        >
          {anyway ? <Trans>Exchange Anyway</Trans> : <Trans>Confirm Exchange</Trans>}
        </button>
      </div>
    )
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : flow.dismiss())}
      title={<Trans>Confirm Exchange</Trans>}
      closeLabel={t`Close`}
      // While the wallet is asked, a stray click (the second of a double click) must not close the dialog.
      keepOpenOnOutsideClick={state.attempting}
    >
      {body}
    </Dialog>
  )
}
