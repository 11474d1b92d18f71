import { Trans } from '@lingui/react/macro'
import type { Trade } from '@uniswap/v2-sdk'
import type { TradeType } from '@uniswap/sdk-core'
import { DEFAULT_SLIPPAGE_BPS } from '@/entities/settings'
import type { SdkCurrency } from '@/entities/token'
import { TradePrice } from './TradePrice'

/** Under the two sides: the trade's price with its invert toggle, and the slippage tolerance when it is not the default 0.5% (spec 2). */
export function SwapPriceInfo({
  trade,
  allowedSlippage,
}: {
  trade: Trade<SdkCurrency, SdkCurrency, TradeType> | undefined
  allowedSlippage: number
}) {
  const percent = (allowedSlippage / 100).toString()
  if (!trade && allowedSlippage === DEFAULT_SLIPPAGE_BPS) return null
  return (
    <dl className="mt-3 flex flex-col gap-1 px-1 text-sm">
      {trade ? (
        <div className="flex justify-between">
          <dt className="text-slate-500">
            <Trans>Price</Trans>
          </dt>
          <dd>
            <TradePrice price={trade.executionPrice} />
          </dd>
        </div>
      ) : null}
      {allowedSlippage !== DEFAULT_SLIPPAGE_BPS ? (
        <div className="flex justify-between" data-testid="slippage-row">
          <dt className="text-slate-500">
            <Trans>Slippage Tolerance</Trans>
          </dt>
          <dd>{percent}%</dd>
        </div>
      ) : null}
    </dl>
  )
}
