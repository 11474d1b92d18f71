import { Trans } from '@lingui/react/macro'
import { TradeType } from '@uniswap/sdk-core'
import { Button, Icon } from '@/components/ui'
import { displaySymbol } from '@/entities/token'
import { computeTradePriceBreakdown, formatPriceImpact, warningSeverity } from '../model/priceImpact'
import { computeSlippageAdjustedAmounts } from '../model/slippage'
import type { VersionedTrade } from '../model/swapCalls'
import { DetailRow, useDetailHints } from './DetailRow'
import { SeverityText } from './SeverityText'
import { TradePrice } from './TradePrice'
import { formatDecimal } from '@/lib/format/moreFormats'

interface SwapConfirmDetailsProps {
  versioned: VersionedTrade
  allowedSlippage: number
  recipient: string | null
  showAcceptChanges: boolean
  onAccept(): void
}

/** The confirm view's body (spec 2): both amounts, 'Price Updated' with Accept, the guarantee, the recipient, the price and the fees. */
export function SwapConfirmDetails({
  versioned,
  allowedSlippage,
  recipient,
  showAcceptChanges,
  onAccept,
}: SwapConfirmDetailsProps) {
  const hints = useDetailHints()
  const { trade } = versioned
  const exactIn = trade.tradeType === TradeType.EXACT_INPUT
  const adjusted = computeSlippageAdjustedAmounts(trade, allowedSlippage)
  const { priceImpactWithoutFee, realizedLPFee } = computeTradePriceBreakdown(trade)
  const [inAmount, inSymbol] = [
    formatDecimal(trade.inputAmount.toSignificant(6)),
    displaySymbol(trade.inputAmount.currency.symbol),
  ]
  const [outAmount, outSymbol] = [
    formatDecimal(trade.outputAmount.toSignificant(6)),
    displaySymbol(trade.outputAmount.currency.symbol),
  ]
  const minimum = adjusted.OUTPUT ? `${formatDecimal(adjusted.OUTPUT.toSignificant(6))} ${outSymbol}` : ''
  const maximum = adjusted.INPUT ? `${formatDecimal(adjusted.INPUT.toSignificant(6))} ${inSymbol}` : ''
  const fee = realizedLPFee
    ? `${formatDecimal(realizedLPFee.toSignificant(6))} ${displaySymbol(realizedLPFee.currency.symbol)}`
    : '-'
  return (
    <div className="flex flex-col gap-3 text-sm">
      <div className="rounded-2xl bg-slate-100 p-3 text-base font-semibold dark:bg-slate-800">
        <p data-testid="confirm-input">
          {inAmount} {inSymbol}
        </p>
        <p className="text-slate-400">
          <Icon name="arrowDown" />
        </p>
        <p data-testid="confirm-output">
          {outAmount} {outSymbol}
        </p>
      </div>
      {showAcceptChanges ? (
        <div role="alert" className="flex items-center justify-between rounded-xl bg-amber-100 p-2 text-amber-900">
          <span>
            <Trans>Price Updated</Trans>
          </span>
          <Button size="sm" onClick={onAccept}>
            <Trans>Accept</Trans>
          </Button>
        </div>
      ) : null}
      <p className="text-slate-500">
        {exactIn ? (
          <Trans>Output is estimated. You will receive at least {minimum} or the transaction will revert.</Trans>
        ) : (
          <Trans>Input is estimated. You will sell at most {maximum} or the transaction will revert.</Trans>
        )}
      </p>
      {recipient ? (
        <p>
          <Trans>Output will be sent to</Trans> <code className="break-all">{recipient}</code>
        </p>
      ) : null}
      <dl>
        <DetailRow label={<Trans>Price</Trans>}>
          <TradePrice price={trade.executionPrice} />
        </DetailRow>
        <DetailRow label={exactIn ? <Trans>Minimum received</Trans> : <Trans>Maximum sold</Trans>} hint={hints.limit}>
          {exactIn ? minimum : maximum}
        </DetailRow>
        <DetailRow label={<Trans>Price Impact</Trans>} hint={hints.impact}>
          <SeverityText severity={warningSeverity(priceImpactWithoutFee)}>
            {formatPriceImpact(priceImpactWithoutFee)}
          </SeverityText>
        </DetailRow>
        <DetailRow label={<Trans>Liquidity Provider Fee</Trans>} hint={hints.fee}>
          {fee}
        </DetailRow>
      </dl>
    </div>
  )
}
