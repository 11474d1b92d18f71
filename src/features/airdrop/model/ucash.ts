import { formatUnits } from 'viem'
import { activeFormatLocale, formatFixed as formatFixedDecimal } from '@/lib/format'

/** Spec 9: the UCASH price the breakdown shows, fixed. Mainnet only. */
export const UCASH_PRICE_BTC = '0.00000001'
/** Spec 9: the circulating supply the breakdown shows, fixed. Mainnet only. */
export const UCASH_CIRCULATING_SUPPLY = 10_351_944_440n

/** The fixed market figures, on mainnet only (elsewhere they would describe another token). */
export function ucashMarketFacts(
  chainId: number | undefined,
): { priceBtc: string; circulatingSupply: bigint } | undefined {
  return chainId === 1 ? { priceBtc: UCASH_PRICE_BTC, circulatingSupply: UCASH_CIRCULATING_SUPPLY } : undefined
}

/** A raw token amount with exactly `places` decimals, cut (not rounded, never shows more than is there), grouped. */
export function formatFixed(raw: bigint, decimals: number, places: number, locale = activeFormatLocale()): string {
  return formatFixedDecimal(formatUnits(raw, decimals), places, locale)
}
