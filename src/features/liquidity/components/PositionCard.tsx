import { Trans } from '@lingui/react/macro'
import { CurrencyAmount, Percent } from '@uniswap/sdk-core'
import { Link } from '@tanstack/react-router'
import { formatUnits, getAddress, isAddressEqual } from 'viem'
import { Card } from '@/components/ui'
import { TokenLogo, displaySymbol } from '@/entities/token'
import { formatSignificant } from '@/lib/format'
import { formatPercent } from '@/lib/format/moreFormats'
import type { LiquidityPosition } from '../hooks/useLiquidityPositions'
import { linkId } from '../model/linkIds'

const six = (raw: bigint, decimals: number) => formatSignificant(formatUnits(raw, decimals), 6)

/**
 * A position (spec 2, pool cards at most 420 px wide): the pair, pool tokens held and staked, the pooled amounts and
 * the share, with links to add, remove and the reward pool. Staked pool tokens count: they are still the user's.
 */
export function PositionCard({ position, showLinks = true }: { position: LiquidityPosition; showLinks?: boolean }) {
  const { pair, tokenA, tokenB, liquidity, staked, totalSupply, stakingPool } = position
  const [symbolA, symbolB] = [displaySymbol(tokenA.symbol), displaySymbol(tokenB.symbol)]
  const owned = liquidity + staked
  const value = (token: typeof tokenA) =>
    pair && totalSupply && totalSupply > 0n
      ? six(
          BigInt(
            pair
              .getLiquidityValue(
                isAddressEqual(getAddress(pair.token0.address), token.address) ? pair.token0 : pair.token1,
                CurrencyAmount.fromRawAmount(pair.liquidityToken, totalSupply.toString()),
                CurrencyAmount.fromRawAmount(pair.liquidityToken, owned.toString()),
                false,
              )
              .quotient.toString(),
          ),
          token.decimals,
        )
      : '-'
  const share = totalSupply && totalSupply > 0n ? new Percent(owned.toString(), totalSupply.toString()) : undefined
  const shareText = share
    ? share.lessThan(new Percent(1, 10_000))
      ? formatPercent('0.01', 2, undefined, true)
      : formatPercent(share.toFixed(2))
    : '-'
  const [pooledA, pooledB] = [value(tokenA), value(tokenB)]
  return (
    <Card
      as="section"
      aria-label={`${symbolA}/${symbolB}`}
      className="w-full max-w-[420px]"
      data-testid="position-card"
    >
      <h3 className="mb-3 flex items-center gap-2 font-semibold">
        <TokenLogo currency={tokenA} size={20} />
        <TokenLogo currency={tokenB} size={20} />
        {symbolA}/{symbolB}
      </h3>
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex justify-between">
          <dt>
            <Trans>Your pool tokens:</Trans>
          </dt>
          <dd data-testid="pool-tokens">{six(liquidity, 18)}</dd>
        </div>
        {staked > 0n ? (
          <div className="flex justify-between">
            <dt>
              <Trans>Staked in a reward pool:</Trans>
            </dt>
            <dd data-testid="staked-tokens">{six(staked, 18)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt>
            <Trans>Pooled {symbolA}:</Trans>
          </dt>
          <dd data-testid="pooled-a">{pooledA}</dd>
        </div>
        <div className="flex justify-between">
          <dt>
            <Trans>Pooled {symbolB}:</Trans>
          </dt>
          <dd data-testid="pooled-b">{pooledB}</dd>
        </div>
        <div className="flex justify-between">
          <dt>
            <Trans>Your pool share:</Trans>
          </dt>
          <dd data-testid="pool-share">{shareText}</dd>
        </div>
      </dl>
      {showLinks ? (
        <div className="mt-3 flex gap-2 text-sm font-semibold">
          <Link
            to="/add/{-$currencyIdA}/{-$currencyIdB}"
            params={{ currencyIdA: linkId(tokenA), currencyIdB: linkId(tokenB) }}
            className="flex-1 rounded-xl bg-brand py-2 text-center text-white"
          >
            <Trans>Add</Trans>
          </Link>
          <Link
            to="/remove/$currencyIdA/$currencyIdB"
            params={{ currencyIdA: linkId(tokenA), currencyIdB: linkId(tokenB) }}
            className="flex-1 rounded-xl bg-brand py-2 text-center text-white"
          >
            <Trans>Remove</Trans>
          </Link>
          {stakingPool ? (
            <Link
              to="/uni/$currencyIdA/$currencyIdB"
              params={{ currencyIdA: linkId(tokenA), currencyIdB: linkId(tokenB) }}
              className="flex-1 rounded-xl bg-brand/10 py-2 text-center text-brand"
            >
              <Trans>Manage rewards</Trans>
            </Link>
          ) : null}
        </div>
      ) : null}
    </Card>
  )
}
