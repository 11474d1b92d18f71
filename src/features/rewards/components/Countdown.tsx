import { Trans } from '@lingui/react/macro'
import type { StakingSnapshot } from '@/entities/staking'
import { useChainClock } from '../hooks/useChainClock'
import { formatCountdown, rewardsCountdown } from '../model/countdown'

interface CountdownProps {
  /** The block the figures come from: its timestamp is the chain's clock, carried forward every second. */
  clock: Pick<StakingSnapshot, 'timestamp' | 'receivedAt'> | undefined
  periodFinish: bigint | undefined
}

/**
 * Spec 4: 'Rewards begin in' / 'Rewards end in' days:hh:mm:ss, or 'Rewards have ended!', on the chain's clock. Only
 * this line re-renders every second.
 */
export function Countdown({ clock, periodFinish }: CountdownProps) {
  const now = useChainClock(clock)
  if (now === undefined) return null
  const { phase, remaining } = rewardsCountdown(now, periodFinish === undefined ? undefined : Number(periodFinish))
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="rewards-countdown">
      {phase === 'begins' ? (
        <Trans>Rewards begin in</Trans>
      ) : phase === 'ends' ? (
        <Trans>Rewards end in</Trans>
      ) : (
        <Trans>Rewards have ended!</Trans>
      )}
      {remaining !== undefined ? (
        <>
          {' '}
          <code className="font-mono">{formatCountdown(remaining)}</code>
        </>
      ) : null}
    </p>
  )
}
