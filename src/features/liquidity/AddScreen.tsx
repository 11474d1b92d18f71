import { Trans, useLingui } from '@lingui/react/macro'
import { useConnectModal } from '@rainbow-me/rainbowkit'
import { useNavigate } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { useAccount } from 'wagmi'
import { addressesFor } from '@/config/addresses'
import { useApproval } from '@/entities/allowance'
import { CurrencyInputPanel } from '@/entities/balance'
import { useSettingsStore } from '@/entities/settings'
import { type Currency, currencyId, displaySymbol, useTokenPickerStore } from '@/entities/token'
import { isUnsupported, useUnknownTokenGate, useUnsupportedTokens } from '@/entities/token-list'
import { useReadChainId } from '@/lib/chain/useReadChainId'
import { AddConfirmDialog } from './components/AddConfirmDialog'
import { ApproveButton } from './components/ApproveButton'
import { PairPosition } from './components/PairPosition'
import { MintErrorText } from './components/MintErrorText'
import { PoolPriceBar } from './components/PoolPriceBar'
import { useAddLiquidity } from './hooks/useAddLiquidity'
import { useDerivedMintInfo } from './hooks/useDerivedMintInfo'
import { INITIAL_MINT_STATE, type MintField, typeMintInput } from './model/mintState'

const raw = (amount: { quotient: { toString(): string } } | undefined) => (amount ? BigInt(amount.quotient.toString()) : undefined)

/** Add liquidity (/add) and create a pair (/create) (spec 2): two amounts, approvals, Supply, the confirmation. */
export function AddScreen({
  currencyIdA,
  currencyIdB,
  create,
  settings,
}: {
  currencyIdA?: string
  currencyIdB?: string
  create: boolean
  settings?: ReactNode
}) {
  const { t } = useLingui()
  const chainId = useReadChainId()
  const { address: account } = useAccount()
  const navigate = useNavigate()
  const { openConnectModal } = useConnectModal()
  const [state, setState] = useState(INITIAL_MINT_STATE)
  const info = useDerivedMintInfo(chainId, currencyIdA, currencyIdB, account, state)
  const exact = useSettingsStore((s) => s.userExactApproval)
  const slippagePercent = (useSettingsStore((s) => s.userSlippageTolerance) / 100).toString()
  const router = addressesFor(chainId)?.v2Router
  const approvalA = useApproval({ currency: info.currencies.A, amount: raw(info.amounts.A), spender: router, exact })
  const approvalB = useApproval({ currency: info.currencies.B, amount: raw(info.amounts.B), spender: router, exact })
  const flow = useAddLiquidity(chainId, info, () => setState(INITIAL_MINT_STATE))
  // A token of the path on no list needs the import warning; dismissing drops it from the path.
  useUnknownTokenGate(
    chainId,
    [
      ['A', info.lookups.A],
      ['B', info.lookups.B],
    ] as const,
    (slots) => {
      const [a, b] = [slots.includes('A') ? undefined : currencyIdA, slots.includes('B') ? undefined : currencyIdB]
      void navigate({
        to: create ? '/create/{-$currencyIdA}/{-$currencyIdB}' : '/add/{-$currencyIdA}/{-$currencyIdB}',
        params: { currencyIdA: a ?? b, currencyIdB: a ? b : undefined },
      })
    },
  )
  const blocked = isUnsupported(useUnsupportedTokens(chainId), info.currencies.A, info.currencies.B)
  const type = (field: MintField) => (value: string) => setState((s) => typeMintInput(s, field, value, info.noLiquidity))
  const [symbolA, symbolB] = [displaySymbol(info.currencies.A?.symbol), displaySymbol(info.currencies.B?.symbol)]

  const choose = (slot: 'A' | 'B') => (currency: Currency) => {
    const id = currencyId(currency)
    const [mine, other] = slot === 'A' ? [currencyIdA, currencyIdB] : [currencyIdB, currencyIdA]
    // Picking the other slot's token swaps the slots (spec 2).
    const [a, b] = id.toLowerCase() === other?.toLowerCase() ? (slot === 'A' ? [id, mine] : [mine, id]) : slot === 'A' ? [id, other] : [other, id]
    void navigate({
      to: create ? '/create/{-$currencyIdA}/{-$currencyIdB}' : '/add/{-$currencyIdA}/{-$currencyIdB}',
      params: { currencyIdA: a, currencyIdB: b },
    })
  }
  const pick = (slot: 'A' | 'B') => {
    if (chainId === undefined) return
    const [mine, other] = slot === 'A' ? [info.currencies.A, info.currencies.B] : [info.currencies.B, info.currencies.A]
    useTokenPickerStore.getState().open({ mode: 'select', chainId, ...(mine ? { selected: mine } : {}), ...(other ? { other } : {}), onSelect: choose(slot) })
  }
  const approved = approvalA.state === 'APPROVED' && approvalB.state === 'APPROVED'

  return (
    <>
      <main className="mx-auto mt-8 flex w-full max-w-card flex-col gap-3 rounded-3xl bg-white p-4 shadow dark:bg-slate-900">
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold">{create ? <Trans>Create a pair</Trans> : <Trans>Add Liquidity</Trans>}</h2>
          {settings}
        </div>
        {info.noLiquidity && info.currencies.A && info.currencies.B ? (
          <div role="note" className="rounded-2xl bg-brand/10 p-3 text-sm text-brand">
            <p className="font-semibold">
              <Trans>You are the first liquidity provider.</Trans>
            </p>
            <p>
              <Trans>The ratio of tokens you add will set the price of this pool. Once you are happy with the rate click supply to review.</Trans>
            </p>
          </div>
        ) : null}
        <CurrencyInputPanel
          label={t`First token`}
          estimated={false}
          value={info.formatted.CURRENCY_A}
          currency={info.currencies.A}
          account={account}
          onUserInput={type('CURRENCY_A')}
          onSelectCurrency={() => pick('A')}
        />
        <p aria-hidden className="text-center">
          +
        </p>
        <CurrencyInputPanel
          label={t`Second token`}
          estimated={false}
          value={info.formatted.CURRENCY_B}
          currency={info.currencies.B}
          account={account}
          onUserInput={type('CURRENCY_B')}
          onSelectCurrency={() => pick('B')}
        />
        {info.currencies.A && info.currencies.B && info.pairState !== 'INVALID' ? (
          <PoolPriceBar amountA={info.amounts.A} amountB={info.amounts.B} share={info.share} noLiquidity={info.noLiquidity} />
        ) : null}
        {blocked ? (
          <button type="button" disabled className="rounded-2xl bg-slate-200 py-4 font-semibold text-slate-500 dark:bg-slate-800">
            <Trans>Unsupported Asset</Trans>
          </button>
        ) : !account ? (
          <button type="button" onClick={openConnectModal} className="rounded-2xl bg-brand py-4 font-semibold text-white">
            <Trans>Connect Wallet</Trans>
          </button>
        ) : (
          <div className="flex flex-col gap-2">
            {!info.inputError ? (
              <div className="flex gap-2">
                <ApproveButton approval={approvalA} symbol={symbolA} />
                <ApproveButton approval={approvalB} symbol={symbolB} />
              </div>
            ) : null}
            <button
              type="button"
              disabled={Boolean(info.inputError) || !approved}
              onClick={flow.start}
              className="rounded-2xl bg-brand py-4 font-semibold text-white disabled:bg-slate-200 disabled:text-slate-500 dark:disabled:bg-slate-800"
            >
              {info.inputError ? <MintErrorText error={info.inputError} /> : <Trans>Supply</Trans>}
            </button>
          </div>
        )}
        <AddConfirmDialog
          state={flow.state}
          info={info}
          chainId={chainId}
          slippagePercent={slippagePercent}
          onConfirm={flow.confirm}
          onDismiss={flow.dismiss}
        />
      </main>
      <PairPosition info={info} />
    </>
  )
}
