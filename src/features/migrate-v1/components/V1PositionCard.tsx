import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Card } from '@/components/ui'
import { TokenLogo, displaySymbol, nativeCurrency } from '@/entities/token'
import type { V1Position } from '@/entities/v1'
import { v1PositionValue } from '../model/migrate'
import { formatSix } from '../model/prices'

/**
 * A V1 position (spec 2, at most 420 px wide): the token and ETH, the account's pool tokens and what they hold;
 * `children` are its actions.
 */
export function V1PositionCard({ position, children }: { position: V1Position; children?: ReactNode }) {
  const { token, liquidity } = position
  const native = nativeCurrency(token.chainId)
  const symbol = displaySymbol(token.symbol)
  const ethSymbol = native.symbol
  const value = v1PositionValue(position)
  return (
    <Card
      as="section"
      aria-label={`${symbol}/${ethSymbol} V1`}
      className="w-full max-w-card"
      data-testid="v1-position-card"
    >
      <h3 className="mb-3 flex items-center gap-2 font-semibold">
        <TokenLogo currency={token} size={20} />
        <TokenLogo currency={native} size={20} />
        {symbol}/{ethSymbol}
        <span className="rounded-md bg-slate-100 px-1.5 text-xs text-slate-500 dark:bg-slate-800">V1</span>
      </h3>
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex justify-between">
          <dt>
            <Trans>Your V1 pool tokens:</Trans>
          </dt>
          <dd data-testid="v1-pool-tokens">{formatSix(liquidity, 18)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>
            <Trans>Pooled {symbol}:</Trans>
          </dt>
          <dd data-testid="v1-pooled-token">{formatSix(value.token, token.decimals)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>
            <Trans>Pooled {ethSymbol}:</Trans>
          </dt>
          <dd data-testid="v1-pooled-eth">{formatSix(value.eth, 18)}</dd>
        </div>
      </dl>
      {children ? <div className="mt-3 flex flex-col gap-2 text-sm">{children}</div> : null}
    </Card>
  )
}
