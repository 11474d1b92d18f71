import { Trans } from '@lingui/react/macro'
import { formatPercentSignificant } from '@/lib/format/moreFormats'
import type { Migration } from '../hooks/useMigration'

/**
 * V1 and V2 prices in tokens per ETH; with no V2 pool the first-provider notice; from a 5% difference the warning
 * (spec 2, 9).
 */
export function MigrationPrices({ migration, symbol }: { migration: Migration; symbol: string }) {
  const { v1Price, v2Price, amounts } = migration
  const difference = amounts?.priceDifferencePercent
  const differenceText = difference === undefined ? undefined : formatPercentSignificant(difference.toFixed(6), 4)
  return (
    <div className="flex flex-col gap-3 text-sm">
      {amounts?.firstLiquidityProvider ? (
        <p role="note" className="rounded-2xl bg-brand/10 p-3" data-testid="first-liquidity-provider">
          <Trans>
            You are the first liquidity provider for this pair on Uniswap V2. Your liquidity will be migrated at the
            current V1 price.
          </Trans>
        </p>
      ) : null}
      <dl className="flex flex-col gap-1">
        <div className="flex justify-between">
          <dt>
            <Trans>V1 Price:</Trans>
          </dt>
          <dd data-testid="v1-price">{v1Price ? `${v1Price} ${symbol}/ETH` : '-'}</dd>
        </div>
        {amounts?.firstLiquidityProvider ? null : (
          <div className="flex justify-between">
            <dt>
              <Trans>V2 Price:</Trans>
            </dt>
            <dd data-testid="v2-price">{v2Price ? `${v2Price} ${symbol}/ETH` : '-'}</dd>
          </div>
        )}
      </dl>
      {amounts?.largePriceDifference ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-2xl bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          data-testid="price-warning"
        >
          <p>
            <Trans>
              It's best to deposit liquidity into Uniswap V2 at a price you believe is correct. If the V2 price seems
              incorrect, you can either make a swap to move the price or wait for someone else to do so.
            </Trans>
          </p>
          <p className="flex justify-between font-semibold">
            <span>
              <Trans>Price Difference:</Trans>
            </span>
            <span data-testid="price-difference">{differenceText}</span>
          </p>
        </div>
      ) : null}
    </div>
  )
}
