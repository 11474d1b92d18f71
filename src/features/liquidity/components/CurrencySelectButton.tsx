import { Trans } from '@lingui/react/macro'
import { Button, Icon } from '@/components/ui'
import { type Currency, TokenLogo, displaySymbol, useTokenPickerStore } from '@/entities/token'

interface CurrencySelectButtonProps {
  chainId: number | undefined
  /** Names the button for assistive tech ('First token', 'Second token'). */
  label: string
  currency: Currency | undefined
  other: Currency | undefined
  onSelect(currency: Currency): void
}

/** A currency choice that opens the token selection modal. */
export function CurrencySelectButton({ chainId, label, currency, other, onSelect }: CurrencySelectButtonProps) {
  const symbol = currency ? displaySymbol(currency.symbol) : undefined
  const open = () => {
    if (chainId === undefined) return
    useTokenPickerStore.getState().open({
      mode: 'select',
      chainId,
      ...(currency ? { selected: currency } : {}),
      ...(other ? { other } : {}),
      onSelect,
    })
  }
  return (
    <Button
      variant="ghost"
      fullWidth
      onClick={open}
      className="justify-between border border-slate-200 dark:border-slate-700"
    >
      {/* Named by its text, not aria-label, so the visible symbol is always part of the name (WCAG 2.5.3). */}
      <span className="sr-only">{symbol ? `${label}: ${symbol}` : label}</span>
      <span aria-hidden className="flex items-center gap-2">
        {currency ? <TokenLogo currency={currency} size={24} /> : null}
        {symbol ?? <Trans>Select a token</Trans>}
      </span>
      <Icon name="chevronDown" />
    </Button>
  )
}
