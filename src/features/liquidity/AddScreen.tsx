import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import type { CurrencyAmount } from '@uniswap/sdk-core'
import { type ReactNode, useState } from 'react'
import { useAccount } from 'wagmi'
import { Card } from '@/components/ui'
import { addressesFor } from '@/config/addresses'
import { useApproval } from '@/entities/allowance'
import { CurrencyInputPanel, atMaxAmount, maxAmountSpend } from '@/entities/balance'
import { useSettingsStore } from '@/entities/settings'
import { type Currency, type SdkCurrency, currencyId, displaySymbol, useTokenPickerStore } from '@/entities/token'
import { isUnsupported, useUnknownTokenGate, useUnsupportedTokens } from '@/entities/token-list'
import { useReadChainId } from '@/lib/chain/useReadChainId'
import { AddConfirmDialog } from './components/AddConfirmDialog'
import { FirstProviderNote } from './components/FirstProviderNote'
import { PairPosition } from './components/PairPosition'
import { PoolPriceBar } from './components/PoolPriceBar'
import { SupplyButtons } from './components/SupplyButtons'
import { useAddLiquidity } from './hooks/useAddLiquidity'
import { useDerivedMintInfo } from './hooks/useDerivedMintInfo'
import { sameCurrencyId } from './model/linkIds'
import { INITIAL_MINT_STATE, type MintField, typeMintInput } from './model/mintState'

const raw = (amount: { quotient: { toString(): string } } | undefined) =>
  amount ? BigInt(amount.quotient.toString()) : undefined

interface AddScreenProps {
  currencyIdA?: string
  currencyIdB?: string
  create: boolean
  settings?: ReactNode
}

/** Add liquidity (/add) and create a pair (/create) (spec 2): two amounts, approvals, Supply, the confirmation. */
export function AddScreen({ currencyIdA, currencyIdB, create, settings }: AddScreenProps) {
  const { t } = useLingui()
  const chainId = useReadChainId()
  const { address: account } = useAccount()
  const navigate = useNavigate()
  const [state, setState] = useState(INITIAL_MINT_STATE)
  const info = useDerivedMintInfo(chainId, currencyIdA, currencyIdB, account, state)
  const exact = useSettingsStore((s) => s.userExactApproval)
  const slippagePercent = (useSettingsStore((s) => s.userSlippageTolerance) / 100).toString()
  const router = addressesFor(chainId)?.v2Router
  const approvalA = useApproval({ currency: info.currencies.A, amount: raw(info.amounts.A), spender: router, exact })
  const approvalB = useApproval({ currency: info.currencies.B, amount: raw(info.amounts.B), spender: router, exact })
  const flow = useAddLiquidity(chainId, info, () => setState(INITIAL_MINT_STATE))
  const go = (a: string | undefined, b: string | undefined) =>
    void navigate({
      to: create ? '/create/{-$currencyIdA}/{-$currencyIdB}' : '/add/{-$currencyIdA}/{-$currencyIdB}',
      params: { currencyIdA: a, currencyIdB: b },
    })
  // A token of the path on no list needs the import warning; dismissing drops it from the path.
  useUnknownTokenGate(
    chainId,
    [
      ['A', info.lookups.A],
      ['B', info.lookups.B],
    ] as const,
    (slots) => {
      const [a, b] = [slots.includes('A') ? undefined : currencyIdA, slots.includes('B') ? undefined : currencyIdB]
      go(a ?? b, a ? b : undefined)
    },
  )
  const blocked = isUnsupported(useUnsupportedTokens(chainId), info.currencies.A, info.currencies.B)
  const type = (field: MintField) => (value: string) =>
    setState((s) => typeMintInput(s, field, value, info.noLiquidity))
  const [symbolA, symbolB] = [displaySymbol(info.currencies.A?.symbol), displaySymbol(info.currencies.B?.symbol)]
  // MAX (spec 5): the balance, less a gas reserve for ETH; hidden when the amount is already that.
  const max = (
    field: MintField,
    balance: CurrencyAmount<SdkCurrency> | undefined,
    amount: CurrencyAmount<SdkCurrency> | undefined,
  ) => {
    const most = maxAmountSpend(balance)
    return most && !atMaxAmount(balance, amount) ? { onMax: () => type(field)(most.toExact()) } : {}
  }

  const choose = (slot: 'A' | 'B') => (currency: Currency) => {
    const id = currencyId(currency)
    const [mine, other] = slot === 'A' ? [currencyIdA, currencyIdB] : [currencyIdB, currencyIdA]
    // Picking the other slot's token swaps the slots (spec 2).
    const [a, b] = sameCurrencyId(id, other)
      ? slot === 'A'
        ? [id, mine]
        : [mine, id]
      : slot === 'A'
        ? [id, other]
        : [other, id]
    go(a, b)
  }
  const pick = (slot: 'A' | 'B') => {
    if (chainId === undefined) return
    const [mine, other] = slot === 'A' ? [info.currencies.A, info.currencies.B] : [info.currencies.B, info.currencies.A]
    useTokenPickerStore.getState().open({
      mode: 'select',
      chainId,
      ...(mine ? { selected: mine } : {}),
      ...(other ? { other } : {}),
      onSelect: choose(slot),
    })
  }

  return (
    <>
      <Card as="main" variant="raised" className="mx-auto mt-8 flex w-full max-w-card flex-col gap-3">
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold">
            {create ? <Trans>Create a pair</Trans> : <Trans>Add Liquidity</Trans>}
          </h2>
          {settings}
        </div>
        {info.noLiquidity && info.currencies.A && info.currencies.B ? <FirstProviderNote /> : null}
        <CurrencyInputPanel
          label={t`First token`}
          estimated={false}
          value={info.formatted.CURRENCY_A}
          currency={info.currencies.A}
          account={account}
          onUserInput={type('CURRENCY_A')}
          onSelectCurrency={() => pick('A')}
          {...max('CURRENCY_A', info.balances.A, info.amounts.A)}
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
          {...max('CURRENCY_B', info.balances.B, info.amounts.B)}
        />
        {info.currencies.A && info.currencies.B && info.pairState !== 'INVALID' ? (
          <PoolPriceBar
            currencyA={info.currencies.A}
            currencyB={info.currencies.B}
            price={info.price}
            share={info.share}
            noLiquidity={info.noLiquidity}
          />
        ) : null}
        <SupplyButtons
          chainId={chainId}
          blocked={blocked}
          inputError={info.inputError}
          approvals={[
            [approvalA, symbolA],
            [approvalB, symbolB],
          ]}
          onSupply={flow.start}
        />
        <AddConfirmDialog flow={flow} info={info} chainId={chainId} slippagePercent={slippagePercent} />
      </Card>
      <PairPosition info={info} />
    </>
  )
}
