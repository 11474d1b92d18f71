import { ErrorText } from '@/components/ui'
import { useSettingsStore } from '@/entities/settings'
import type { Currency } from '@/entities/token'
import { isUnsupported, useUnsupportedTokens } from '@/entities/token-list'
import { toUserMessage } from '@/lib/errors'
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
import type { VersionedTrade } from './model/swapCalls'
import { useSwapFormStore } from './model/swapFormStore'
import type { SwapTrade } from './model/swapTrade'

export { routePairs, swapTrade } from './model/swapTrade'

/**
 * The swap's actions (spec 2, 4, 5): the recipient, the price, the main button(s), the send, the version notice and
 * the confirmation, for the trade the screen computed.
 */
export function SwapActions({ chainId, swap }: { chainId: number | undefined; swap: SwapTrade }) {
  const info = useDerivedSwapInfo(chainId, swap)
  const form = useSwapFormStore()
  const { INPUT: input, OUTPUT: output } = info.sides
  const { userExpertMode: expert, userSingleHopOnly: singleHopOnly } = useSettingsStore()
  const blocked = isUnsupported(useUnsupportedTokens(chainId), input.currency, output.currency)
  const wrap = useWrapCallback(chainId, info.wrap, input.sdk, output.sdk, info.typedValue, input.balance)
  const flow = useSwapFlow(chainId, info)
  const approval = useSwapApproval(chainId, info)
  const trade = info.trade?.trade
  const showWrap = info.wrap !== 'none'
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
      <ConfirmSwapDialog
        flow={flow}
        chainId={chainId}
        allowedSlippage={info.allowedSlippage}
        recipient={form.recipient === null ? null : (info.to ?? null)}
      />
    </>
  )
}

/** The trade's details, below the card (spec 4). */
export function SwapDetails({ chainId, trade }: { chainId: number | undefined; trade: VersionedTrade }) {
  const allowedSlippage = useSettingsStore((state) => state.userSlippageTolerance)
  return <AdvancedSwapDetails versioned={trade} allowedSlippage={allowedSlippage} chainId={chainId} />
}
