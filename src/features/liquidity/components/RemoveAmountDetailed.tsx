import { useLingui } from '@lingui/react/macro'
import type { Address } from 'viem'
import { CurrencyInputPanel } from '@/entities/balance'
import { displaySymbol } from '@/entities/token'
import { poolTokenInfo } from '@/entities/pair'
import type { DerivedBurnInfo } from '../hooks/useDerivedBurnInfo'
import type { BurnField, BurnState } from '../model/burnState'

interface RemoveAmountDetailedProps {
  chainId: number | undefined
  account: Address | undefined
  info: DerivedBurnInfo
  state: BurnState
  onType(field: BurnField, value: string): void
  onPick(slot: 'A' | 'B'): void
}

/** Detailed mode (spec 2): pool tokens (with MAX), first and second token, each typed in its own panel; the others follow. */
export function RemoveAmountDetailed({ chainId, account, info, state, onType, onPick }: RemoveAmountDetailedProps) {
  const { t } = useLingui()
  const shown = (field: BurnField, amount: { toSignificant(digits: number): string } | undefined) =>
    state.independentField === field ? state.typedValue : (amount?.toSignificant(6) ?? '')
  const poolSymbol = `${displaySymbol(info.currencies.A?.symbol)}:${displaySymbol(info.currencies.B?.symbol)}`
  // MAX (spec 5): the whole position; hidden when that is what is removed already.
  const whole = info.userLiquidity && !info.userLiquidity.equalTo(0) ? info.userLiquidity : undefined
  const atWhole = Boolean(whole && info.liquidity?.equalTo(whole))
  return (
    <>
      <CurrencyInputPanel
        label={t`Pool tokens`}
        estimated={false}
        value={shown('LIQUIDITY', info.liquidity)}
        currency={
          info.pairAddress && chainId !== undefined
            ? {
                ...poolTokenInfo(chainId, info.pairAddress),
                symbol: poolSymbol,
              }
            : undefined
        }
        account={account}
        onUserInput={(value) => onType('LIQUIDITY', value)}
        onSelectCurrency={() => undefined}
        {...(whole && !atWhole ? { onMax: () => onType('LIQUIDITY', whole.toExact()) } : {})}
        selectable={false}
      />
      <CurrencyInputPanel
        label={t`First token`}
        estimated={state.independentField !== 'CURRENCY_A'}
        value={shown('CURRENCY_A', info.amountA)}
        currency={info.currencies.A}
        account={account}
        onUserInput={(value) => onType('CURRENCY_A', value)}
        onSelectCurrency={() => onPick('A')}
      />
      <CurrencyInputPanel
        label={t`Second token`}
        estimated={state.independentField !== 'CURRENCY_B'}
        value={shown('CURRENCY_B', info.amountB)}
        currency={info.currencies.B}
        account={account}
        onUserInput={(value) => onType('CURRENCY_B', value)}
        onSelectCurrency={() => onPick('B')}
      />
    </>
  )
}
