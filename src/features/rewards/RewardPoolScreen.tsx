import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAccount } from 'wagmi'
import { Card, ErrorText } from '@/components/ui'
import { addressesFor } from '@/config/addresses'
import { stakingPoolsFor } from '@/config/staking'
import { useReadChainId } from '@/lib/chain/useReadChainId'
import { toUserMessage } from '@/lib/errors'
import { Countdown } from './components/Countdown'
import { PairTitle, pairLabel } from './components/PairTitle'
import { PoolPosition } from './components/PoolPosition'
import { PoolStats } from './components/PoolStats'
import { useRewardPools } from './hooks/useRewardPools'
import { findPool } from './model/findPool'

const backLink = (
  <Link to="/uni" className="text-sm font-semibold text-brand-dark dark:text-sky-300">
    <Trans>← All pools</Trans>
  </Link>
)

/**
 * /uni/{a}/{b}, one reward pool (spec 2): its totals, rate, APR estimate and countdown, and the account's position
 * with deposit, withdraw and claim. A pair without a pool says so; a failed read shows its error.
 */
export function RewardPoolScreen({ currencyIdA, currencyIdB }: { currencyIdA: string; currencyIdB: string }) {
  const { t } = useLingui()
  const chainId = useReadChainId()
  const { address: account } = useAccount()
  const { entries, currencies, snapshot } = useRewardPools(chainId, account)
  const pool = findPool(stakingPoolsFor(chainId), currencyIdA, currencyIdB, addressesFor(chainId)?.weth)
  const entry = pool && entries.find((e) => e.pool.address === pool.address)
  if (!pool || !entry) {
    // No pool for the pair, or its first block of reads still loading.
    return (
      <Card as="main" variant="raised" padding={6} className="mx-auto mt-8 flex w-full max-w-card flex-col gap-3">
        {backLink}
        <h2 className="text-xl font-semibold">
          <Trans>Reward pool</Trans>
        </h2>
        <p role="status">{pool ? <Trans>Loading</Trans> : <Trans>There is no reward pool for this pair.</Trans>}</p>
      </Card>
    )
  }
  const sides = currencies.sides(pool.tokens)
  const known = [currencies.token(pool.tokens[0]).known, currencies.token(pool.tokens[1]).known] as const
  const label = pairLabel(sides)
  return (
    <Card as="main" variant="raised" padding={5} className="mx-auto mt-8 flex w-full max-w-[640px] flex-col gap-4">
      {backLink}
      <h2 className="flex flex-wrap items-center gap-2 text-xl font-semibold">
        <PairTitle sides={sides} size={28} />
        <span>
          <Trans>Liquidity Mining</Trans>
        </span>
      </h2>
      {entry.status === 'loading' ? (
        <p role="status" className="text-slate-500">
          <Trans>Loading</Trans>
        </p>
      ) : entry.status === 'error' ? (
        <ErrorText role="alert">{toUserMessage(entry.error)}</ErrorText>
      ) : (
        <>
          <section aria-label={t`${label} totals`} className="rounded-2xl bg-slate-50 p-4 dark:bg-slate-800">
            <PoolStats figures={entry.figures} sides={sides} known={known} reward={currencies.reward} />
          </section>
          <Countdown clock={snapshot} periodFinish={entry.stake.periodFinish} />
          <PoolPosition
            chainId={chainId}
            pool={pool}
            stake={entry.stake}
            figures={entry.figures}
            sides={sides}
            reward={currencies.reward}
          />
        </>
      )}
    </Card>
  )
}
