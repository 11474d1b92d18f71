import { Trans } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import { type Address, formatUnits } from 'viem'
import { useCurrencyBalance } from '@/entities/balance'
import { type Currency, TokenLogo, displayName, displaySymbol } from '@/entities/token'
import { formatSignificant } from '@/lib/format'

interface TokenRowProps {
  id: string
  currency: Currency
  account: Address | undefined
  active: boolean
  disabled: boolean
  imported: boolean
  position: number
  total: number
  style: CSSProperties
  onPick(): void
  onHover(): void
}

/** One option of the token list (56 px high, spec 9): logo, symbol, name, and the account's balance. */
export function TokenRow({
  id,
  currency,
  account,
  active,
  disabled,
  imported,
  position,
  total,
  style,
  onPick,
  onHover,
}: TokenRowProps) {
  const balance = useCurrencyBalance(account, currency)
  const symbol = displaySymbol(currency.symbol)
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      aria-disabled={disabled}
      aria-posinset={position}
      aria-setsize={total}
      style={style}
      onMouseMove={onHover}
      onClick={disabled ? undefined : onPick}
      className={`absolute start-0 top-0 flex h-14 w-full cursor-pointer items-center gap-3 rounded-xl px-3 ${active ? 'bg-slate-100 dark:bg-slate-800' : ''} ${disabled ? 'cursor-default opacity-50' : ''}`}
    >
      <TokenLogo currency={currency} size={28} />
      <div className="min-w-0 flex-1">
        <div className="truncate font-semibold" title={symbol}>
          {symbol}
        </div>
        <div className="truncate text-xs text-slate-500">
          {displayName(currency.name)}
          {imported ? (
            <span className="ms-1">
              · <Trans>Added by user</Trans>
            </span>
          ) : null}
        </div>
      </div>
      {account && balance !== undefined ? (
        <span className="shrink-0 text-sm tabular-nums" data-testid="token-balance">
          {formatSignificant(formatUnits(balance, currency.decimals), 4)}
        </span>
      ) : null}
    </div>
  )
}
