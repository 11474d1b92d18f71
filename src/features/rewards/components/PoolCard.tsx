import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Card, ErrorText } from '@/components/ui'
import type { StakingSnapshot } from '@/entities/staking'
import { type Currency, currencyId } from '@/entities/token'
import { toUserMessage } from '@/lib/errors'
import type { PoolEntry } from '../model/poolFigures'
import type { PoolCurrencies } from '../hooks/usePoolCurrencies'
import { Countdown } from './Countdown'
import { PairTitle, pairLabel } from './PairTitle'
import { PoolStats } from './PoolStats'
import { UserStakeRows } from './UserStakeRows'

const linkParams = (sides: readonly [Currency, Currency]) => ({
  currencyIdA: currencyId(sides[0]),
  currencyIdB: currencyId(sides[1]),
})

/**
 * One reward pool on /uni: the pair, its totals, rate and APR estimate, the countdown, and the account's stake, rate
 * and unclaimed rewards. A pool whose read failed shows its error here alone; a loading one says so.
 */
export function PoolCard({
  entry,
  currencies,
  clock,
}: {
  entry: PoolEntry
  currencies: PoolCurrencies
  clock: Pick<StakingSnapshot, 'timestamp' | 'receivedAt'> | undefined
}) {
  const { t } = useLingui()
  const sides = currencies.sides(entry.pool.tokens)
  const known = [currencies.token(entry.pool.tokens[0]).known, currencies.token(entry.pool.tokens[1]).known] as const
  const label = pairLabel(sides)
  return (
    <Card
      as="article"
      aria-label={t`${label} pool`}
      className="flex w-full max-w-[640px] flex-col gap-3 bg-white dark:bg-slate-900"
      data-testid="reward-pool-card"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">
          <PairTitle sides={sides} />
        </h3>
        <Link
          to="/uni/$currencyIdA/$currencyIdB"
          params={linkParams(sides)}
          className="rounded-xl bg-brand px-3 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
        >
          {entry.status === 'loaded' && entry.stake.staked > 0n ? <Trans>Manage</Trans> : <Trans>Deposit</Trans>}
        </Link>
      </div>
      {entry.status === 'loading' ? (
        <p role="status" className="text-sm text-slate-500">
          <Trans>Loading</Trans>
        </p>
      ) : entry.status === 'error' ? (
        <ErrorText role="alert" className="text-sm">
          {toUserMessage(entry.error)}
        </ErrorText>
      ) : (
        <>
          <PoolStats figures={entry.figures} sides={sides} known={known} reward={currencies.reward} />
          {entry.stake.staked > 0n || entry.stake.earned > 0n ? (
            <UserStakeRows stake={entry.stake} userRate={entry.figures.userRate} reward={currencies.reward} />
          ) : null}
          <Countdown clock={clock} periodFinish={entry.stake.periodFinish} />
        </>
      )}
    </Card>
  )
}
