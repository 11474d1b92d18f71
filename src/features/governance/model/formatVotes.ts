import { VOTE_DECIMALS } from '@/config/governance'
import { activeFormatLocale } from '@/lib/format'
import { formatInteger } from '@/lib/format/moreFormats'

const ONE_VOTE = 10n ** BigInt(VOTE_DECIMALS)

/** A raw vote count (18 decimals, spec 9) in whole votes, rounded half up, grouped for the locale ('1,234,568'). */
export function formatVotes(raw: bigint, locale = activeFormatLocale()): string {
  const sign = raw < 0n ? -1n : 1n
  const whole = (raw * sign + ONE_VOTE / 2n) / ONE_VOTE
  return formatInteger(whole * sign, locale)
}
