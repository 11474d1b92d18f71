import { formatUnits } from 'viem'
import { formatSignificant } from '@/lib/format'
import { formatBasisPoints, formatDecimal, formatPercent } from '@/lib/format/moreFormats'

/** A reward or pool-token amount: '<0.000001' for dust under 0.000001 (spec 9), else up to 6 significant digits. */
export function formatRewardAmount(raw: bigint, decimals: number): string {
  if (raw === 0n) return formatDecimal('0')
  if (decimals > 6 && raw < 10n ** BigInt(decimals - 6)) return formatDecimal('0.000001', undefined, true)
  return formatSignificant(formatUnits(raw, decimals), 6)
}

/** A stake's share of a pool: '<0.01%' below 0.01% (spec 9), else two decimals. */
export function formatPoolShare(stake: bigint, total: bigint): string {
  if (stake <= 0n || total <= 0n) return formatPercent('0')
  const basisPoints = (stake * 10_000n) / total
  return basisPoints < 1n ? formatPercent('0.01', 2, undefined, true) : formatBasisPoints(basisPoints)
}

/** The APR estimate: '—' without a price route. */
export function formatApr(basisPoints: bigint | undefined): string {
  return basisPoints === undefined ? '—' : formatBasisPoints(basisPoints)
}
