import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useAccount } from 'wagmi'
import { type Currency, currencyId, useTokenPickerStore } from '@/entities/token'
import { isUnsupported, useCurrency, useUnsupportedTokens } from '@/entities/token-list'
import { useReadChainId } from '@/lib/chain/useReadChainId'
import type { Field, SwapQuery } from '@/lib/url'
import { CurrencyInputPanel } from './components/CurrencyInputPanel'
import { SwapButton } from './components/SwapButton'
import { UnsupportedCurrencyFooter } from './components/UnsupportedCurrencyFooter'
import { useUnknownTokenGate } from './hooks/useUnknownTokenGate'
import { useSwapFormStore } from './model/swapFormStore'

/** The swap screen: the two sides, the switch, the main button (quotes and sending come with the swap issue). */
export function SwapScreen({ query }: { query: SwapQuery }) {
  const { t } = useLingui()
  const chainId = useReadChainId()
  const { address } = useAccount()
  const form = useSwapFormStore()
  const queryKey = JSON.stringify(query)
  useEffect(() => useSwapFormStore.getState().replaceState(JSON.parse(queryKey) as SwapQuery), [queryKey, chainId])

  const input = useCurrency(chainId, form.INPUT.currencyId)
  const output = useCurrency(chainId, form.OUTPUT.currencyId)
  useUnknownTokenGate(chainId, [
    ['INPUT', input],
    ['OUTPUT', output],
  ])
  const unsupported = useUnsupportedTokens(chainId)
  const blocked = isUnsupported(unsupported, input.currency, output.currency)
  const sides: Record<Field, Currency | undefined> = { INPUT: input.currency, OUTPUT: output.currency }

  const pick = (field: Field) => {
    if (chainId === undefined) return
    const otherSide = sides[field === 'INPUT' ? 'OUTPUT' : 'INPUT']
    useTokenPickerStore.getState().open({
      mode: 'select',
      chainId,
      ...(sides[field] ? { selected: sides[field] } : {}),
      ...(otherSide ? { other: otherSide } : {}),
      onSelect: (currency) => useSwapFormStore.getState().selectCurrency(field, currencyId(currency)),
    })
  }

  return (
    <main className="mx-auto mt-8 w-full max-w-card rounded-3xl bg-white p-4 shadow dark:bg-slate-900">
      <h2 className="mb-4 text-lg font-semibold">
        <Trans>Swap</Trans>
      </h2>
      <CurrencyInputPanel
        label={t`From`}
        estimated={form.independentField === 'OUTPUT'}
        value={form.independentField === 'INPUT' ? form.typedValue : ''}
        currency={input.currency}
        account={address}
        onUserInput={(value) => form.typeInput('INPUT', value)}
        onSelectCurrency={() => pick('INPUT')}
      />
      <div className="my-1 flex justify-center">
        <button type="button" aria-label={t`Switch input and output`} onClick={form.switchCurrencies} className="rounded-xl px-3 py-1 text-lg">
          ↓
        </button>
      </div>
      <CurrencyInputPanel
        label={t`To`}
        estimated={form.independentField === 'INPUT'}
        value={form.independentField === 'OUTPUT' ? form.typedValue : ''}
        currency={output.currency}
        account={address}
        onUserInput={(value) => form.typeInput('OUTPUT', value)}
        onSelectCurrency={() => pick('OUTPUT')}
      />
      <SwapButton blocked={blocked} account={address} typedValue={form.typedValue} input={input.currency} output={output.currency} />
      {blocked ? <UnsupportedCurrencyFooter currencies={[input.currency, output.currency].filter((c): c is Currency => Boolean(c))} /> : null}
    </main>
  )
}
