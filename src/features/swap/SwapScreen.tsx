import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui'
import { useSettingsStore } from '@/entities/settings'
import { type Currency, currencyId, useTokenPickerStore } from '@/entities/token'
import { isUnsupported, useUnknownTokenGate, useUnsupportedTokens } from '@/entities/token-list'
import { useSendBlocked } from '@/entities/transaction'
import { useReadChainId } from '@/lib/chain/useReadChainId'
import { toUserMessage } from '@/lib/errors'
import type { Field, SwapQuery } from '@/lib/url'
import { AdvancedSwapDetails } from './components/AdvancedSwapDetails'
import { ConfirmSwapDialog } from './components/ConfirmSwapDialog'
import { CurrencyInputPanel, atMaxAmount, maxAmountSpend } from '@/entities/balance'
import { RecipientField } from './components/RecipientField'
import { SwapButtons } from './components/SwapButtons'
import { SwapPriceInfo } from './components/SwapPriceInfo'
import { UnsupportedCurrencyFooter } from './components/UnsupportedCurrencyFooter'
import { VersionNotice } from './components/VersionNotice'
import { useDerivedSwapInfo } from './hooks/useDerivedSwapInfo'
import { useFormFromQuery } from './hooks/useFormFromQuery'
import { useSwapApproval } from './hooks/useSwapApproval'
import { useSwapFlow } from './hooks/useSwapFlow'
import { useWrapCallback } from './hooks/useWrapCallback'
import { computeTradePriceBreakdown, warningSeverity } from './model/priceImpact'
import { useSwapFormStore } from './model/swapFormStore'

/** The swap screen (spec 2): two sides, the switch, the send in expert mode, the price, the main button(s), the details. */
export function SwapScreen({ query, settings }: { query: SwapQuery; settings?: ReactNode }) {
  const { t } = useLingui()
  const chainId = useReadChainId()
  const sendBlocked = useSendBlocked(chainId)
  useFormFromQuery(query, chainId)
  const info = useDerivedSwapInfo(chainId, query.use)
  const form = useSwapFormStore()
  const { INPUT: input, OUTPUT: output } = info.sides
  useUnknownTokenGate(
    chainId,
    [
      ['INPUT', input.lookup],
      ['OUTPUT', output.lookup],
    ],
    (fields) => fields.forEach((field) => useSwapFormStore.getState().clearCurrency(field)),
  )
  const { userExpertMode: expert, userSingleHopOnly: singleHopOnly } = useSettingsStore()
  const blocked = isUnsupported(useUnsupportedTokens(chainId), input.currency, output.currency)
  const wrap = useWrapCallback(chainId, info.wrap, input.sdk, output.sdk, info.typedValue, input.balance)
  const flow = useSwapFlow(chainId, info)
  const approval = useSwapApproval(chainId, info)
  const trade = info.trade?.trade
  const showWrap = info.wrap !== 'none'
  const exactIn = info.independentField === 'INPUT'
  const dependent = showWrap ? info.typedValue : ((exactIn ? trade?.outputAmount : trade?.inputAmount)?.toSignificant(6) ?? '')
  const amounts: Record<Field, string> = exactIn ? { INPUT: info.typedValue, OUTPUT: dependent } : { INPUT: dependent, OUTPUT: info.typedValue }
  const maxInput = maxAmountSpend(input.balance)
  const severity = warningSeverity(computeTradePriceBreakdown(trade).priceImpactWithoutFee)
  // Sends from the card itself (expert mode's swap, wrap/unwrap) show their failure under the buttons.
  const sendError = showWrap ? (wrap.error ? toUserMessage(wrap.error) : undefined) : flow.expertError

  const pick = (field: Field) => {
    const [mine, other] = field === 'INPUT' ? [input.currency, output.currency] : [output.currency, input.currency]
    if (chainId === undefined) return
    useTokenPickerStore.getState().open({
      mode: 'select',
      chainId,
      ...(mine ? { selected: mine } : {}),
      ...(other ? { other } : {}),
      onSelect: (currency: Currency) => useSwapFormStore.getState().selectCurrency(field, currencyId(currency)),
    })
  }

  return (
    <>
      <main className="mx-auto mt-8 w-full max-w-card rounded-3xl bg-white p-4 shadow dark:bg-slate-900">
        <div className="mb-4 flex items-center justify-between">
          <h2 className="text-lg font-semibold">
            <Trans>Swap</Trans>
          </h2>
          {settings}
        </div>
        <CurrencyInputPanel
          label={t`From`}
          estimated={!exactIn && !showWrap}
          value={amounts.INPUT}
          currency={input.currency}
          account={info.account}
          onUserInput={(value) => form.typeInput('INPUT', value)}
          onSelectCurrency={() => pick('INPUT')}
          {...(maxInput && !atMaxAmount(input.balance, exactIn ? info.parsedAmount : trade?.inputAmount) ? { onMax: () => form.typeInput('INPUT', maxInput.toExact()) } : {})}
        />
        <div className="my-1 flex justify-center">
          <Button variant="ghost" size="sm" aria-label={t`Switch input and output`} onClick={form.switchCurrencies} className="text-lg">
            ↓
          </Button>
        </div>
        <CurrencyInputPanel
          label={t`To`}
          estimated={exactIn && !showWrap}
          value={amounts.OUTPUT}
          currency={output.currency}
          account={info.account}
          onUserInput={(value) => form.typeInput('OUTPUT', value)}
          onSelectCurrency={() => pick('OUTPUT')}
        />
        {!showWrap ? <RecipientField recipient={form.recipient} lookup={info.recipient} canAdd={expert} onChange={form.setRecipient} /> : null}
        {!showWrap ? <SwapPriceInfo trade={trade} allowedSlippage={info.allowedSlippage} /> : null}
        <div className="mt-4">
          <SwapButtons
            blocked={blocked}
            connected={Boolean(info.account)}
            sendBlocked={sendBlocked}
            wrap={showWrap && info.wrap !== 'none' ? { kind: info.wrap, error: wrap.inputError, busy: wrap.busy, ...(wrap.execute ? { execute: () => void wrap.execute?.() } : {}) } : undefined}
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
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {sendError}
          </p>
        ) : null}
        {!showWrap ? <VersionNotice notice={info.notice} /> : null}
        {blocked ? <UnsupportedCurrencyFooter currencies={[input.currency, output.currency].filter((c): c is Currency => Boolean(c))} /> : null}
      </main>
      {info.trade && !showWrap ? <AdvancedSwapDetails versioned={info.trade} allowedSlippage={info.allowedSlippage} chainId={chainId} /> : null}
      <ConfirmSwapDialog flow={flow} chainId={chainId} allowedSlippage={info.allowedSlippage} recipient={form.recipient === null ? null : (info.to ?? null)} />
    </>
  )
}
