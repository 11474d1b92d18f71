import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAccount } from 'wagmi'
import { Button, Card } from '@/components/ui'
import type { StakingPool } from '@/config/staking'
import { useModalStore } from '@/entities/modal'
import type { PoolStake } from '@/entities/staking'
import { type Currency, type TokenInfo, currencyId, displaySymbol } from '@/entities/token'
import { usePoolTokenBalance } from '../hooks/useStakeForm'
import { formatRewardAmount } from '../model/format'
import type { PoolFigures } from '../model/poolFigures'
import { ClaimRewardsDialog } from './ClaimRewardsDialog'
import { pairLabel } from './PairTitle'
import { StakeDialog } from './StakeDialog'
import { UnstakeDialog } from './UnstakeDialog'
import { UserStakeRows } from './UserStakeRows'
import { ConnectWalletButton } from '@/entities/wallet-modal'

interface PoolPositionProps {
  chainId: number | undefined
  pool: StakingPool
  stake: PoolStake
  figures: PoolFigures
  sides: readonly [Currency, Currency]
  reward: TokenInfo | undefined
}

/**
 * The account in one pool: a link to add liquidity when it has no pool tokens, its stake, rate and unclaimed rewards
 * (every block), Claim only when something is earned, Deposit (while the pool runs) and Withdraw, and their dialogs.
 */
export function PoolPosition({ chainId, pool, stake, figures, sides, reward }: PoolPositionProps) {
  const { t } = useLingui()
  const { address: account } = useAccount()
  const showModal = useModalStore((state) => state.showModal)
  const available = usePoolTokenBalance(chainId, pool)
  const noPoolTokens = available === 0n && stake.staked === 0n
  const symbol = displaySymbol(reward?.symbol ?? 'UNI')
  const label = pairLabel(sides)
  const params = { currencyIdA: currencyId(sides[0]), currencyIdB: currencyId(sides[1]) }
  if (!account) {
    return <ConnectWalletButton />
  }
  const availableText = available === undefined ? '—' : formatRewardAmount(available, 18)
  return (
    <section aria-label={t`${label} position`} className="flex flex-col gap-3">
      {noPoolTokens ? (
        <div className="rounded-2xl bg-brand/10 p-4 text-sm">
          <h3 className="font-semibold">
            <Trans>Step 1. Get UNI-V2 Liquidity tokens</Trans>
          </h3>
          <p className="my-2">
            <Trans>
              UNI-V2 LP tokens are required. Once you've added liquidity to the {label} pool you can stake your
              liquidity tokens on this page.
            </Trans>
          </p>
          <Link
            to="/add/{-$currencyIdA}/{-$currencyIdB}"
            params={params}
            className="font-semibold text-brand-dark underline dark:text-sky-300"
          >
            <Trans>Add {label} liquidity</Trans>
          </Link>
        </div>
      ) : null}
      <Card>
        <UserStakeRows stake={stake} userRate={figures.userRate} reward={reward} />
        {stake.earned > 0n ? (
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => showModal('claimRewards')}>
            <Trans>Claim</Trans>
          </Button>
        ) : null}
      </Card>
      <p className="text-center text-sm text-slate-600 dark:text-slate-300">
        <Trans>When you withdraw, the contract will automatically claim {symbol} on your behalf!</Trans>
      </p>
      <div className="flex gap-2">
        {figures.active && !noPoolTokens ? (
          <Button className="flex-1" onClick={() => showModal('stake')}>
            {stake.staked > 0n ? <Trans>Deposit</Trans> : <Trans>Deposit UNI-V2 LP Tokens</Trans>}
          </Button>
        ) : null}
        {stake.staked > 0n ? (
          <Button variant="secondary" className="flex-1" onClick={() => showModal('unstake')}>
            <Trans>Withdraw</Trans>
          </Button>
        ) : null}
      </div>
      <p className="text-center text-sm text-slate-500" data-testid="lp-available">
        <Trans>{availableText} UNI-V2 LP tokens available</Trans>
      </p>
      <StakeDialog chainId={chainId} pool={pool} stake={stake} poolRate={figures.poolRate} reward={reward} />
      <UnstakeDialog chainId={chainId} pool={pool} stake={stake} reward={reward} />
      <ClaimRewardsDialog chainId={chainId} pool={pool} stake={stake} reward={reward} />
    </section>
  )
}
