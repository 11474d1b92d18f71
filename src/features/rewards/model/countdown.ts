import { DEFAULT_REWARDS_END, REWARDS_DURATION } from '@/config/staking'
import { formatClock } from '@/lib/format/moreFormats'

/** Spec 4, rewards countdown: 'Rewards begin in', 'Rewards end in', 'Rewards have ended!'. */
export type CountdownPhase = 'begins' | 'ends' | 'ended'

export interface Countdown {
  phase: CountdownPhase
  /** Seconds to the next phase; none once ended. */
  remaining: number | undefined
}

/**
 * Where a pool's rewards stand at `now` (unix seconds, the chain's clock). The end is the pool's `periodFinish`, or the
 * spec's default end while it is unknown (0: never funded); rewards start 60 days before it. Rewards accrue while
 * `now < end` (the contract's `lastTimeRewardApplicable`), so at `end` itself they have ended, and at the start they run.
 */
export function rewardsCountdown(now: number, periodFinish: number | undefined): Countdown {
  const end = periodFinish && periodFinish > 0 ? periodFinish : DEFAULT_REWARDS_END
  const begin = end - REWARDS_DURATION
  if (now < begin) return { phase: 'begins', remaining: begin - now }
  if (now < end) return { phase: 'ends', remaining: end - now }
  return { phase: 'ended', remaining: undefined }
}

/** Seconds as days:hh:mm:ss (spec 4), e.g. 90061 -> '1:01:01:01', in the interface language's digits. */
export function formatCountdown(seconds: number, locale?: string): string {
  const total = Math.max(0, Math.floor(seconds))
  const days = Math.floor(total / 86_400)
  const hours = Math.floor((total % 86_400) / 3_600)
  const minutes = Math.floor((total % 3_600) / 60)
  return formatClock([days, hours, minutes, total % 60], locale)
}
