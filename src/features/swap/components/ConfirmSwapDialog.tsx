import { Trans } from '@lingui/react/macro'
import { Button } from '@/components/ui'
import { useModalStore } from '@/entities/modal'
import { displaySymbol } from '@/entities/token'
import { WriteDialog, writeIntent } from '@/entities/transaction'
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
 * write's state in the one WriteDialog (Dismiss closes an error). Shown while 'confirmSwap' is the open modal.
 */
export function ConfirmSwapDialog({ flow, chainId, allowedSlippage, recipient }: ConfirmSwapDialogProps) {
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

  const form = state.impactStep ? (
    <PriceImpactConfirm kind={state.impactStep} onConfirm={flow.confirmImpact} onCancel={flow.cancelImpact} />
  ) : (
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
  return (
    <WriteDialog
      title={<Trans>Confirm Exchange</Trans>}
      chainId={chainId}
      write={{ status: write.status, hash: write.hash, error: flow.error }}
      failure="dismiss"
      onClose={flow.dismiss}
      pendingText={
        <Trans>
          Swapping {inAmount} {inSymbol} for {outAmount} {outSymbol}
        </Trans>
      }
    >
      {form}
    </WriteDialog>
  )
}
