import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Dialog, TransactionStatus } from '@/components/ui'
import { useModalStore } from '@/entities/modal'
import { displaySymbol } from '@/entities/token'
import { writeIntent } from '@/entities/transaction'
import { toUserMessage } from '@/lib/errors'
import type { SwapFlow } from '../hooks/useSwapFlow'
import { computeTradePriceBreakdown, warningSeverity } from '../model/priceImpact'
import { PriceImpactConfirm } from './PriceImpactConfirm'
import { SwapConfirmDetails } from './SwapConfirmDetails'
import { formatDecimal } from '@/lib/format/moreFormats'

interface ConfirmSwapDialogProps {
  flow: SwapFlow
  chainId: number | undefined
  allowedSlippage: number
  recipient: string | null
}

/**
 * 'Confirm Exchange' (spec 2): the trade to confirm, Accept after a price change, the price-impact step, then the
 * write's state: waiting for the wallet ('Swapping X A for Y B'), 'Transaction Submitted' with the hash once there is
 * one, or the error ('Transaction rejected.' for a rejection) with Dismiss. Shown while 'confirmSwap' is the open modal.
 */
export function ConfirmSwapDialog({ flow, chainId, allowedSlippage, recipient }: ConfirmSwapDialogProps) {
  const { t } = useLingui()
  const open = useModalStore((store) => store.openModal === 'confirmSwap')
  const { state, write } = flow
  const versioned = state.tradeToConfirm
  if (!open || !versioned) return null
  const { trade } = versioned
  const [inAmount, inSymbol] = [
    formatDecimal(trade.inputAmount.toSignificant(6)),
    displaySymbol(trade.inputAmount.currency.symbol),
  ]
  const [outAmount, outSymbol] = [
    formatDecimal(trade.outputAmount.toSignificant(6)),
    displaySymbol(trade.outputAmount.currency.symbol),
  ]
  const anyway = warningSeverity(computeTradePriceBreakdown(trade).priceImpactWithoutFee) > 2

  let body
  if (flow.error)
    body = <TransactionStatus status="error" message={toUserMessage(flow.error)} onDismiss={flow.dismiss} />
  else if (write.hash)
    body = <TransactionStatus status="submitted" hash={write.hash} chainId={chainId} onClose={flow.dismiss} />
  else if (write.busy)
    body = (
      <TransactionStatus
        status="pending"
        pendingText={
          <Trans>
            Swapping {inAmount} {inSymbol} for {outAmount} {outSymbol}
          </Trans>
        }
      />
    )
  else if (state.impactStep)
    body = <PriceImpactConfirm kind={state.impactStep} onConfirm={flow.confirmImpact} onCancel={flow.cancelImpact} />
  else {
    body = (
      <div className="flex flex-col gap-4">
        <SwapConfirmDetails
          versioned={versioned}
          allowedSlippage={allowedSlippage}
          recipient={recipient}
          showAcceptChanges={flow.showAcceptChanges}
          onAccept={flow.accept}
        />
        <Button
          {...writeIntent}
          variant={anyway ? 'danger' : 'primary'}
          size="lg"
          fullWidth
          busy={write.busy}
          disabled={flow.showAcceptChanges}
          onClick={flow.confirm}
        >
          {anyway ? <Trans>Exchange Anyway</Trans> : <Trans>Confirm Exchange</Trans>}
        </Button>
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
      keepOpenOnOutsideClick={write.busy}
    >
      {body}
    </Dialog>
  )
}
