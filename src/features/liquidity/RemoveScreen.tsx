import { Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { useAccount } from 'wagmi'
import { Button, Card } from '@/components/ui'
import { addressesFor } from '@/config/addresses'
import { usePermitOrApproval } from '@/entities/allowance'
import { useSettingsStore } from '@/entities/settings'
import { type Currency, currencyId, displaySymbol, useTokenPickerStore } from '@/entities/token'
import { useUnknownTokenGate } from '@/entities/token-list'
import { useTransactionDeadline } from '@/entities/transaction'
import { useReadChainId } from '@/lib/chain/useReadChainId'
import { PairPosition } from './components/PairPosition'
import { ReceiveLink } from './components/ReceiveLink'
import { RemoveActions } from './components/RemoveActions'
import { RemoveAmountDetailed } from './components/RemoveAmountDetailed'
import { RemoveAmountSimple } from './components/RemoveAmountSimple'
import { RemoveConfirmDialog } from './components/RemoveConfirmDialog'
import { useDerivedBurnInfo } from './hooks/useDerivedBurnInfo'
import { useRemoveLiquidity } from './hooks/useRemoveLiquidity'
import { INITIAL_BURN_STATE, typeBurnInput } from './model/burnState'
import { formatDecimal } from '@/lib/format/moreFormats'

const raw = (amount: { quotient: { toString(): string } } | undefined) =>
  amount ? BigInt(amount.quotient.toString()) : undefined

/** Remove liquidity (spec 2): Simple or Detailed amounts, approve or sign a permit, Remove, the confirmation. */
export function RemoveScreen({
  currencyIdA,
  currencyIdB,
  settings,
}: {
  currencyIdA: string
  currencyIdB: string
  settings?: ReactNode
}) {
  const chainId = useReadChainId()
  const { address: account } = useAccount()
  const navigate = useNavigate()
  const [state, setState] = useState(INITIAL_BURN_STATE)
  const [detailed, setDetailed] = useState(false)
  const info = useDerivedBurnInfo(chainId, currencyIdA, currencyIdB, account, state)
  useUnknownTokenGate(
    chainId,
    [
      ['A', info.lookups.A],
      ['B', info.lookups.B],
    ] as const,
    () => void navigate({ to: '/pool' }),
  )
  const deadline = useTransactionDeadline(chainId)
  const router = addressesFor(chainId)?.v2Router
  const auth = usePermitOrApproval(chainId, info.pairAddress, router, raw(info.liquidity), deadline)
  const flow = useRemoveLiquidity(chainId, info, auth, deadline, () => setState(INITIAL_BURN_STATE))
  const slippagePercent = (useSettingsStore((s) => s.userSlippageTolerance) / 100).toString()
  const [symbolA, symbolB] = [displaySymbol(info.currencies.A?.symbol), displaySymbol(info.currencies.B?.symbol)]
  const pick = (slot: 'A' | 'B') => {
    if (chainId === undefined) return
    useTokenPickerStore.getState().open({
      mode: 'select',
      chainId,
      onSelect: (currency: Currency) => {
        const id = currencyId(currency)
        const [a, b] =
          slot === 'A'
            ? [id, id === currencyIdB ? currencyIdA : currencyIdB]
            : [id === currencyIdA ? currencyIdB : currencyIdA, id]
        void navigate({ to: '/remove/$currencyIdA/$currencyIdB', params: { currencyIdA: a, currencyIdB: b } })
      },
    })
  }

  return (
    <>
      <Card as="main" variant="raised" className="mx-auto mt-8 flex w-full max-w-card flex-col gap-3">
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold">
            <Trans>Remove Liquidity</Trans>
          </h2>
          {settings}
        </div>
        <p role="note" className="rounded-2xl bg-brand/10 p-3 text-sm text-brand">
          <Trans>
            Tip: Removing pool tokens converts your position back into underlying tokens at the current rate,
            proportional to your share of the pool. Accrued fees are included in the amounts you receive.
          </Trans>
        </p>
        <div className="flex items-center justify-between">
          <span className="font-medium">
            <Trans>Amount</Trans>
          </span>
          <Button variant="link" onClick={() => setDetailed((d) => !d)}>
            {detailed ? <Trans>Simple</Trans> : <Trans>Detailed</Trans>}
          </Button>
        </div>
        {detailed ? (
          <RemoveAmountDetailed
            chainId={chainId}
            account={account}
            info={info}
            state={state}
            onType={(field, value) => setState(typeBurnInput(field, value))}
            onPick={pick}
          />
        ) : (
          <RemoveAmountSimple
            percent={Number(info.percent.toFixed(0))}
            onPercent={(value) => setState(typeBurnInput('LIQUIDITY_PERCENT', String(value)))}
            receive={[
              [info.amountA, symbolA],
              [info.amountB, symbolB],
            ]}
          />
        )}
        <ReceiveLink chainId={chainId} idA={currencyIdA} idB={currencyIdB} />
        {info.pair && info.sdk.A && info.sdk.B ? (
          <p className="flex flex-col text-sm text-slate-500" data-testid="remove-prices">
            <span>
              1 {symbolA} = {formatDecimal(info.pair.priceOf(info.sdk.A.wrapped).toSignificant(6))} {symbolB}
            </span>
            <span>
              1 {symbolB} = {formatDecimal(info.pair.priceOf(info.sdk.B.wrapped).toSignificant(6))} {symbolA}
            </span>
          </p>
        ) : null}
        <RemoveActions chainId={chainId} inputError={info.inputError} auth={auth} onRemove={flow.start} />
        <RemoveConfirmDialog flow={flow} info={info} chainId={chainId} slippagePercent={slippagePercent} />
      </Card>
      <PairPosition info={info} />
    </>
  )
}
