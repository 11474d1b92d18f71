import { formatUnits } from 'viem'
import { formatSignificant } from '@/lib/format'

/** Digits after the point kept before rounding a price to its significant digits. */
const PRICE_DECIMALS = 18

/** A raw amount with 6 significant digits ('20000.123456' -> '20,000.1'). */
export const formatSix = (raw: bigint, decimals: number): string => formatSignificant(formatUnits(raw, decimals), 6)

/**
 * Tokens per ETH with 6 significant digits, exact to 18 decimals then truncated; undefined when either side is empty.
 */
export function formatTokensPerEth(tokenRaw: bigint, ethRaw: bigint, tokenDecimals: number): string | undefined {
  if (tokenRaw <= 0n || ethRaw <= 0n) return undefined
  // (token / 10^d) / (eth / 10^18) with PRICE_DECIMALS decimals: token x 10^(18 + P) / (eth x 10^d), P decimals.
  const scaled = (tokenRaw * 10n ** BigInt(18 + PRICE_DECIMALS)) / (ethRaw * 10n ** BigInt(tokenDecimals))
  if (scaled === 0n) return formatSignificant('0', 6)
  return formatSignificant(formatUnits(scaled, PRICE_DECIMALS), 6)
}
