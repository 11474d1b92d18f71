import { Trans } from '@lingui/react/macro'
import { Percent, type Price } from '@uniswap/sdk-core'
import { Card } from '@/components/ui'
import { type Currency, type SdkCurrency, displaySymbol } from '@/entities/token'
import { formatDecimal, formatPercent } from '@/lib/format/moreFormats'

interface PoolPriceBarProps {
  currencyA: Currency | undefined
  currencyB: Currency | undefined
  /** A in B (see mintPrice): the pool's price, or the typed ratio when creating it. */
  price: Price<SdkCurrency, SdkCurrency> | undefined
  share: Percent | undefined
  noLiquidity: boolean
}

const shareText = (share: Percent | undefined) =>
  share
    ? share.lessThan(new Percent(1, 10_000))
      ? formatPercent('0.01', 2, undefined, true)
      : formatPercent(share.toFixed(2))
    : formatPercent('0', 0)

/** Prices both ways and the pool share (spec 2 and 9: 6 significant digits; 100% when creating the pool). */
export function PoolPriceBar({ currencyA, currencyB, price, share, noLiquidity }: PoolPriceBarProps) {
  const [symbolA, symbolB] = [displaySymbol(currencyA?.symbol), displaySymbol(currencyB?.symbol)]
  const forward = price ? formatDecimal(price.toSignificant(6)) : '-'
  const backward = price ? formatDecimal(price.invert().toSignificant(6)) : '-'
  // Creating the pool: 100% (spec 2).
  const percent = noLiquidity ? formatPercent('100', 0) : shareText(share)
  return (
    <Card as="section" padding={3} className="text-sm" data-testid="pool-price-bar">
      <h3 className="mb-2 font-medium">
        {noLiquidity ? <Trans>Initial prices and pool share</Trans> : <Trans>Prices and pool share</Trans>}
      </h3>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div>
          <dd className="font-semibold">{forward}</dd>
          <dt className="text-slate-500">
            <Trans>
              {symbolB} per {symbolA}
            </Trans>
          </dt>
        </div>
        <div>
          <dd className="font-semibold">{backward}</dd>
          <dt className="text-slate-500">
            <Trans>
              {symbolA} per {symbolB}
            </Trans>
          </dt>
        </div>
        <div>
          <dd className="font-semibold" data-testid="pool-share">
            {percent}
          </dd>
          <dt className="text-slate-500">
            <Trans>Share of Pool</Trans>
          </dt>
        </div>
      </dl>
    </Card>
  )
}
