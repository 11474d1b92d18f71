import { Trans, useLingui } from '@lingui/react/macro'
import {
  type ComponentProps,
  type ReactNode,
  memo,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'
import { useAccount } from 'wagmi'
import { Button, Card, Icon } from '@/components/ui'
import { addressesFor } from '@/config/addresses'
import { CurrencyInputPanel } from '@/entities/balance'
import { type Currency, currencyId, useTokenPickerStore } from '@/entities/token'
import { useCurrency, useUnknownTokenGate } from '@/entities/token-list'
import { ConnectWalletButton } from '@/entities/wallet-modal'
import { settledWithin } from '@/lib/idle/settledWithin'
import { useReadChainId } from '@/lib/chain/useReadChainId'
import type { Field, SwapQuery } from '@/lib/url'
import { useFormFromQuery } from './hooks/useFormFromQuery'
import { type SwapQuote, noQuote, sameQuote } from './model/swapQuote'
import { useSwapFormStore } from './model/swapFormStore'
import { wrapType } from './model/wrapType'

/**
 * The swap's engine (trades, approvals, sends, details, the confirmation; the Uniswap SDKs) loads beside the form, which
 * works while it comes. Plain state, not `lazy`: React throttles a Suspense reveal by 300 ms, holding the quote back.
 */
type EngineModule = typeof import('./SwapEngine')
let engineModule: EngineModule | undefined
const loadEngine = (): Promise<EngineModule> => import('./SwapEngine').then((module) => (engineModule = module))
// Asked for as this module is evaluated (with the route), not at the first render: the engine's chunks are already on
// their way (preloaded with the entry), and it is evaluated while the app still waits for its catalog and first block.
// A failure here is the screen's to report (useEngineLoaded).
loadEngine().catch(() => undefined)

/**
 * Resolves once the engine's module is there, or after `limitMs` (a module that fails to load resolves too: the screen
 * reports it). A swap link with an amount waits for it before its first render (the route's loader), so that render
 * has the quote rather than a second one.
 */
export function swapEngineReady(limitMs: number): Promise<void> {
  return engineModule ? Promise.resolve() : settledWithin(loadEngine(), limitMs)
}

/** Whether the engine's module is there; a module that fails to load is thrown to the route's error boundary. */
function useEngineLoaded(): boolean {
  const [loaded, setLoaded] = useState(engineModule !== undefined)
  const [failure, setFailure] = useState<{ error: unknown }>()
  useEffect(() => {
    // A transition: React renders the engine in slices instead of one long task. (A screen left meanwhile ignores it.)
    if (!loaded)
      loadEngine().then(
        () => startTransition(() => setLoaded(true)),
        (error: unknown) => setFailure({ error }),
      )
  }, [loaded])
  if (failure) throw failure.error
  return loaded
}

/**
 * The engine, rendered once `useEngineLoaded` says its module is there. Memoised: the screen re-renders with each
 * quote the engine reports (`onQuote`), and the engine, whose props have not changed then, need not render again.
 */
const LoadedEngine = memo(function LoadedEngine(props: ComponentProps<EngineModule['SwapEngine']>) {
  return engineModule ? <engineModule.SwapEngine {...props} /> : null
})

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
 * The swap screen (spec 2): two sides, the switch, the send in expert mode, the price, the main button(s), the
 * details. The form (the two sides and the switch) is here; everything derived from the chain is the engine's, which
 * reports the other side's amount and the MAX amount back (`onQuote`).
 */
export function SwapScreen({ query, settings }: { query: SwapQuery; settings?: ReactNode }) {
  const { t } = useLingui()
  const engineLoaded = useEngineLoaded()
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
  const [quote, setQuote] = useState<SwapQuote>(noQuote)
  const onQuote = useCallback(
    (next: SwapQuote) => setQuote((current) => (sameQuote(current, next) ? current : next)),
    [],
  )
  // The details go below the card; the engine renders them here.
  const [detailsSlot, setDetailsSlot] = useState<HTMLDivElement | null>(null)
  // Set from a passive effect, not a callback ref: a state update from the commit itself makes React flush the new
  // tree's passive effects and render again within the commit's task, one long task as the page loads.
  const detailsRef = useRef<HTMLDivElement>(null)
  useEffect(() => setDetailsSlot(detailsRef.current), [])
  const showWrap = wrapType(input.currency, output.currency, addressesFor(chainId)?.weth) !== 'none'
  const exactIn = form.independentField === 'INPUT'
  const dependent = showWrap ? form.typedValue : quote.dependent
  const amounts: Record<Field, string> = exactIn
    ? { INPUT: form.typedValue, OUTPUT: dependent }
    : { INPUT: dependent, OUTPUT: form.typedValue }
  const { max } = quote

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
        {engineLoaded ? (
          <LoadedEngine chainId={chainId} use={query.use} onQuote={onQuote} detailsSlot={detailsSlot} />
        ) : (
          <div className="mt-4">
            <PendingButton connected={Boolean(account)} />
          </div>
        )}
      </Card>
      <div ref={detailsRef} />
    </>
  )
}
