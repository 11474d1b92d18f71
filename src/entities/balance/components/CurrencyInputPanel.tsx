import { Trans, useLingui } from '@lingui/react/macro'
import { type Address, formatUnits } from 'viem'
import { Card, Icon, NumericalInput } from '@/components/ui'
import { useCurrencyBalance } from '../useCurrencyBalance'
import { type Currency, TokenLogo, displaySymbol } from '@/entities/token'
import { formatSignificant } from '@/lib/format'

interface CurrencyInputPanelProps {
  /** 'From' or 'To': names the panel, its amount field and its currency button. */
  label: string
  /** The side computed from the other one: its label says '(estimated)' (spec 2). */
  estimated: boolean
  value: string
  currency: Currency | undefined
  account: Address | undefined
  onUserInput(value: string): void
  onSelectCurrency(): void
  /** Fills in the most that can be spent; the button hides when absent (or the amount is already the max). */
  onMax?: () => void
  /** False: the currency is fixed (a pool token), shown without a picker. */
  selectable?: boolean
}

/** One side of a form: amount, the currency button that opens the token picker, and the account's balance. */
export function CurrencyInputPanel({
  label,
  estimated,
  value,
  currency,
  account,
  onUserInput,
  onSelectCurrency,
  onMax,
  selectable = true,
}: CurrencyInputPanelProps) {
  const { t } = useLingui()
  const balance = useCurrencyBalance(account, currency)
  const symbol = currency ? displaySymbol(currency.symbol) : undefined
  const amountLabel = symbol ? t`${label} amount in ${symbol}` : t`${label} amount`
  const formatted =
    currency && balance !== undefined ? formatSignificant(formatUnits(balance, currency.decimals), 4) : undefined
  return (
    <Card as="section" aria-label={label}>
      <div className="mb-2 flex justify-between text-sm text-slate-500">
        <span>{estimated ? <Trans>{label} (estimated)</Trans> : label}</span>
        {account && formatted !== undefined ? (
          <span data-testid="panel-balance">
            <Trans>Balance: {formatted}</Trans>
          </span>
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        <NumericalInput value={value} onUserInput={onUserInput} aria-label={amountLabel} />
        {account && onMax ? (
          <button
            type="button"
            onClick={onMax}
            aria-label={t`Max ${label}`}
            className="shrink-0 rounded-lg bg-brand/10 px-2 py-1 text-xs font-semibold text-brand"
          >
            <Trans>MAX</Trans>
          </button>
        ) : null}
        {selectable ? (
          <button
            type="button"
            onClick={onSelectCurrency}
            className="flex shrink-0 items-center gap-2 rounded-2xl bg-slate-100 px-3 py-2 font-semibold dark:bg-slate-800"
          >
            {/* The name comes from this text, not from aria-label: the visible symbol (and a generated logo's letters)
                then never contradict it (WCAG 2.5.3, label in name). */}
            <span className="sr-only">
              {symbol ? t`${label} token: ${symbol}. Change` : t`${label} token: select a token`}
            </span>
            {currency ? <TokenLogo currency={currency} size={24} /> : null}
            <span aria-hidden>{symbol ?? <Trans>Select a token</Trans>}</span>
            <Icon name="chevronDown" />
          </button>
        ) : (
          <span className="shrink-0 font-semibold">{symbol}</span>
        )}
      </div>
    </Card>
  )
}
