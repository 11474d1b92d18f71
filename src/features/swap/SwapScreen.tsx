import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useAccount } from 'wagmi'
import { Button, Card, Icon } from '@/components/ui'
import { addressesFor } from '@/config/addresses'
import { CurrencyInputPanel } from '@/entities/balance'
import { type Currency, currencyId, useTokenPickerStore } from '@/entities/token'
import { useCurrency, useUnknownTokenGate } from '@/entities/token-list'
import { ConnectWalletButton } from '@/entities/wallet-modal'
import { useReadChainId } from '@/lib/chain/useReadChainId'
import type { Field, SwapQuery } from '@/lib/url'
import { useFormFromQuery } from './hooks/useFormFromQuery'
import { useSwapEngine } from './hooks/useSwapEngine'
import { useSwapTrade } from './hooks/useSwapTrade'
import { useSwapFormStore } from './model/swapFormStore'
import { wrapType } from './model/wrapType'

/** Where the main button goes until the engine is there: the same size, and 'Connect Wallet' already works. */
function PendingButton({ connected }: { connected: boolean }) {
  if (!connected) return <ConnectWalletButton />
  return (
    <Button size="lg" fullWidth disabled busy>
      <Trans>Loading...</Trans>
    </Button>
  )
}

/**
 * The swap screen (spec 2): two sides, the switch, the price, the main button(s), the details. The trade is computed
 * here from the form and the block's reads (`useSwapTrade`) once the engine's code is there; the engine's components
 * act on it.
 */
export function SwapScreen({ query, settings }: { query: SwapQuery; settings?: ReactNode }) {
  const { t } = useLingui()
  const engine = useSwapEngine()
  const chainId = useReadChainId()
  const { address: account } = useAccount()
  useFormFromQuery(query, chainId)
  const form = useSwapFormStore()
  const input = useCurrency(chainId, form.INPUT.currencyId)
  const output = useCurrency(chainId, form.OUTPUT.currencyId)
  useUnknownTokenGate(
    chainId,
    [
      ['INPUT', input],
      ['OUTPUT', output],
    ],
    (fields) => fields.forEach((field) => useSwapFormStore.getState().clearCurrency(field)),
  )
  const swap = useSwapTrade(engine, {
    chainId,
    use: query.use,
    account,
    currencies: { INPUT: input.currency, OUTPUT: output.currency },
    independentField: form.independentField,
    typedValue: form.typedValue,
  })
  const showWrap = wrapType(input.currency, output.currency, addressesFor(chainId)?.weth) !== 'none'
  const exactIn = form.independentField === 'INPUT'
  const dependent = showWrap ? form.typedValue : (swap?.dependent ?? '')
  const amounts: Record<Field, string> = exactIn
    ? { INPUT: form.typedValue, OUTPUT: dependent }
    : { INPUT: dependent, OUTPUT: form.typedValue }
  const max = swap?.max

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
      <Card as="main" variant="raised" className="mx-auto mt-8 w-full max-w-card">
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
          account={account}
          onUserInput={(value) => form.typeInput('INPUT', value)}
          onSelectCurrency={() => pick('INPUT')}
          {...(max !== undefined ? { onMax: () => form.typeInput('INPUT', max) } : {})}
        />
        <div className="my-1 flex justify-center">
          <Button
            variant="ghost"
            size="sm"
            aria-label={t`Switch input and output`}
            onClick={form.switchCurrencies}
            className="text-lg"
          >
            <Icon name="arrowDown" />
          </Button>
        </div>
        <CurrencyInputPanel
          label={t`To`}
          estimated={exactIn && !showWrap}
          value={amounts.OUTPUT}
          currency={output.currency}
          account={account}
          onUserInput={(value) => form.typeInput('OUTPUT', value)}
          onSelectCurrency={() => pick('OUTPUT')}
        />
        {engine && swap ? (
          <engine.SwapActions chainId={chainId} swap={swap} />
        ) : (
          <div className="mt-4">
            <PendingButton connected={Boolean(account)} />
          </div>
        )}
      </Card>
      {engine && swap?.trade && !showWrap ? <engine.SwapDetails chainId={chainId} trade={swap.trade} /> : null}
    </>
  )
}
