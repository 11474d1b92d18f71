import { formatUnits } from 'viem'
import { formatSignificant } from '@/lib/format'

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** A reward or pool-token amount: '<0.000001' for dust under 0.000001 (spec 9), else up to 6 significant digits. */
export function formatRewardAmount(raw: bigint, decimals: number): string {
  if (raw === 0n) return '0'
  if (decimals > 6 && raw < 10n ** BigInt(decimals - 6)) return '<0.000001'
  return formatSignificant(formatUnits(raw, decimals), 6)
}

/** Hundredths of a percent as '12.34%', grouped ('39,420.00%'). */
function percentOfBasisPoints(basisPoints: bigint): string {
  return `${group(String(basisPoints / 100n))}.${String(basisPoints % 100n).padStart(2, '0')}%`
}

/** A stake's share of a pool: '<0.01%' below 0.01% (spec 9), else two decimals. */
export function formatPoolShare(stake: bigint, total: bigint): string {
  if (stake <= 0n || total <= 0n) return '0.00%'
  const basisPoints = (stake * 10_000n) / total
  return basisPoints < 1n ? '<0.01%' : percentOfBasisPoints(basisPoints)
}

/** The APR estimate: '—' without a price route. */
export function formatApr(basisPoints: bigint | undefined): string {
  return basisPoints === undefined ? '—' : percentOfBasisPoints(basisPoints)
}
