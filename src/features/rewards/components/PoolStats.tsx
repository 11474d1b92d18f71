import { Trans } from '@lingui/react/macro'
import type { Currency, TokenInfo } from '@/entities/token'
import { displaySymbol } from '@/entities/token'
import { formatApr, formatRewardAmount } from '../model/format'
import type { PoolFigures } from '../model/poolFigures'
import { perWeek } from '../model/rates'
import { Row } from './Row'

interface PoolStatsProps {
  figures: PoolFigures
  sides: readonly [Currency, Currency]
  /** Whether each side's decimals are known (else its amount is not shown). */
  known: readonly [boolean, boolean]
  reward: TokenInfo | undefined
}

/** A pool's totals: deposits in the pair's tokens and in ETH, the pool's weekly rate, and the APR estimate. */
export function PoolStats({ figures, sides, known, reward }: PoolStatsProps) {
  const amount = (index: 0 | 1) => {
    const raw = figures.deposited[index]
    return raw !== undefined && known[index]
      ? `${formatRewardAmount(raw, sides[index].decimals)} ${displaySymbol(sides[index].symbol)}`
      : '—'
  }
  const eth = figures.depositedEth
  const rate = formatRewardAmount(perWeek(figures.poolRate), reward?.decimals ?? 18)
  const symbol = displaySymbol(reward?.symbol ?? 'UNI')
  return (
    <dl className="flex flex-col gap-1 text-sm">
      <Row label={<Trans>Total deposited</Trans>} testId="total-deposited">
        {amount(0)} + {amount(1)}
      </Row>
      <Row label={<Trans>Total deposited in ETH</Trans>} testId="total-deposited-eth">
        {eth === undefined ? '—' : `${formatRewardAmount(eth, 18)} ETH`}
      </Row>
      <Row label={<Trans>Pool rate</Trans>} testId="pool-rate">
        <Trans>
          {rate} {symbol} / week
        </Trans>
      </Row>
      <Row label={<Trans>APR (estimate)</Trans>} testId="pool-apr">
        {formatApr(figures.aprBasisPoints)}
      </Row>
    </dl>
  )
}
