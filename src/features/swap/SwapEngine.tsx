import { useMemo } from 'react'
import { createPortal } from 'react-dom'
import { ErrorText } from '@/components/ui'
import { atMaxAmount, maxAmountSpend } from '@/entities/balance'
import { useSettingsStore } from '@/entities/settings'
import type { Currency } from '@/entities/token'
import { isUnsupported, useUnsupportedTokens } from '@/entities/token-list'
import { toUserMessage } from '@/lib/errors'
import { useCommitReport } from '@/lib/hooks'
import type { SwapQuery } from '@/lib/url'
import { AdvancedSwapDetails } from './components/AdvancedSwapDetails'
import { ConfirmSwapDialog } from './components/ConfirmSwapDialog'
import { RecipientField } from './components/RecipientField'
import { SwapButtons } from './components/SwapButtons'
import { SwapPriceInfo } from './components/SwapPriceInfo'
import { UnsupportedCurrencyFooter } from './components/UnsupportedCurrencyFooter'
import { VersionNotice } from './components/VersionNotice'
import { useDerivedSwapInfo } from './hooks/useDerivedSwapInfo'
import { useSwapApproval } from './hooks/useSwapApproval'
import { useSwapFlow } from './hooks/useSwapFlow'
import { useWrapCallback } from './hooks/useWrapCallback'
import { computeTradePriceBreakdown, warningSeverity } from './model/priceImpact'
import type { SwapQuote } from './model/swapQuote'
import { useSwapFormStore } from './model/swapFormStore'

/**
 * The swap screen's engine (spec 2, 4, 5): the trade for the form, the recipient, the price, the main button(s), the
 * send, the version notice and the details, and the confirmation. It reports the other side's amount and the MAX
 * amount to the form (`onQuote`), and renders the details into `detailsSlot`, below the card.
 */
export function SwapEngine({
  chainId,
  use,
  onQuote,
  detailsSlot,
}: {
  chainId: number | undefined
  use: SwapQuery['use']
  onQuote: (quote: SwapQuote) => void
  detailsSlot: HTMLElement | null
}) {
  const info = useDerivedSwapInfo(chainId, use)
  const form = useSwapFormStore()
  const { INPUT: input, OUTPUT: output } = info.sides
  const { userExpertMode: expert, userSingleHopOnly: singleHopOnly } = useSettingsStore()
  const blocked = isUnsupported(useUnsupportedTokens(chainId), input.currency, output.currency)
  const wrap = useWrapCallback(chainId, info.wrap, input.sdk, output.sdk, info.typedValue, input.balance)
  const flow = useSwapFlow(chainId, info)
  const approval = useSwapApproval(chainId, info)
  const trade = info.trade?.trade
  const showWrap = info.wrap !== 'none'
  const exactIn = info.independentField === 'INPUT'
  const dependent = (exactIn ? trade?.outputAmount : trade?.inputAmount)?.toSignificant(6) ?? ''
  const maxInput = maxAmountSpend(input.balance)
  const max =
    maxInput && !atMaxAmount(input.balance, exactIn ? info.parsedAmount : trade?.inputAmount)
      ? maxInput.toExact()
      : undefined
  // Shown by the form in the frame that made it; the engine's mount reports after its commit (useCommitReport) unless
  // it has a quote (a swap link with an amount, whose first block's reads were in before the first render).
  const quote = useMemo<SwapQuote>(() => ({ dependent, max }), [dependent, max])
  useCommitReport(quote, onQuote, dependent !== '')
  const severity = warningSeverity(computeTradePriceBreakdown(trade).priceImpactWithoutFee)
  // Sends from the card itself (expert mode's swap, wrap/unwrap) show their failure under the buttons.
  const sendError = showWrap ? (wrap.error ? toUserMessage(wrap.error) : undefined) : flow.expertError

  return (
    <>
      {!showWrap ? (
        <RecipientField
          recipient={form.recipient}
          lookup={info.recipient}
          canAdd={expert}
          onChange={form.setRecipient}
        />
      ) : null}
      {!showWrap ? <SwapPriceInfo trade={trade} allowedSlippage={info.allowedSlippage} /> : null}
      <div className="mt-4">
        <SwapButtons
          blocked={blocked}
          chainId={chainId}
          wrap={
            showWrap && info.wrap !== 'none'
              ? {
                  kind: info.wrap,
                  error: wrap.inputError,
                  busy: wrap.busy,
                  ...(wrap.execute ? { execute: () => void wrap.execute?.() } : {}),
                }
              : undefined
          }
          inputError={info.inputError}
          noRoute={!trade}
          singleHopOnly={singleHopOnly}
          severity={severity}
          expert={expert}
          approval={approval}
          callbackError={flow.callbackError}
          sending={flow.write.busy}
          onExchange={flow.start}
        />
      </div>
      {sendError ? (
        <ErrorText role="alert" className="mt-2 text-sm">
          {sendError}
        </ErrorText>
      ) : null}
      {!showWrap ? <VersionNotice notice={info.notice} /> : null}
      {blocked ? (
        <UnsupportedCurrencyFooter
          currencies={[input.currency, output.currency].filter((c): c is Currency => Boolean(c))}
        />
      ) : null}
      {info.trade && !showWrap && detailsSlot
        ? createPortal(
            <AdvancedSwapDetails versioned={info.trade} allowedSlippage={info.allowedSlippage} chainId={chainId} />,
            detailsSlot,
          )
        : null}
      <ConfirmSwapDialog
        flow={flow}
        chainId={chainId}
        allowedSlippage={info.allowedSlippage}
        recipient={form.recipient === null ? null : (info.to ?? null)}
      />
    </>
  )
}
