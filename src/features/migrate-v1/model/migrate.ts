import { type Address, isAddressEqual } from 'viem'

/** The share of what a migration is expected to add that it must add at least, in basis points (spec 9: 9950/10000). */
export const MIGRATION_MIN_FACTOR_BPS = 9950n

/** A V1 price this far (in percent) or further from the V2 price draws a warning (spec 9). */
export const LARGE_PRICE_DIFFERENCE_PERCENT = 5

const BPS = 10_000n

/** Six decimals of a percent are kept when the price difference becomes a number (for display only). */
const PERCENT_SCALE = 1_000_000n

/**
 * V1 pool tokens' share of the exchange's ETH and token reserves, each rounded down as removeLiquidity pays out.
 */
export function v1PositionValue(p: {
  liquidity: bigint
  totalSupply: bigint
  exchangeEth: bigint
  exchangeToken: bigint
}): { eth: bigint; token: bigint } {
  if (p.totalSupply === 0n) return { eth: 0n, token: 0n }
  return { eth: (p.liquidity * p.exchangeEth) / p.totalSupply, token: (p.liquidity * p.exchangeToken) / p.totalSupply }
}

export interface MigrationAmounts {
  /** The migrator's amountTokenMin and amountETHMin. */
  amountTokenMin: bigint
  amountETHMin: bigint
  /** |V1 price / V2 price - 1| in percent; undefined without a V2 price or a V1 price. */
  priceDifferencePercent?: number
  /** The difference is at least LARGE_PRICE_DIFFERENCE_PERCENT (compared exactly, not through the number). */
  largePriceDifference: boolean
  /** No V2 pair with reserves yet: the migration sets the V2 price at the V1 ratio. */
  firstLiquidityProvider: boolean
}

/** floor(numerator x 9950 / (denominator x 10000)): a converted amount at the migration's minimum factor. */
const atMinFactor = (numerator: bigint, denominator: bigint): bigint =>
  (numerator * MIGRATION_MIN_FACTOR_BPS) / (denominator * BPS)

/**
 * A migration's minimums (as MigrateV1Exchange): addLiquidityETH checks only the side it converts, so each minimum is
 * the other side's worth at the V2 spot price × 9950/10000, uncapped so a V2 price moved past the V1 ratio is caught.
 * Without a V2 pair with reserves, each is the position's own amount × 9950/10000.
 */
export function migrationAmounts(p: {
  eth: bigint
  token: bigint
  v2Reserves?: { eth: bigint; token: bigint }
}): MigrationAmounts {
  const { eth, token, v2Reserves } = p
  if (!v2Reserves || v2Reserves.eth === 0n || v2Reserves.token === 0n) {
    return {
      amountTokenMin: atMinFactor(token, 1n),
      amountETHMin: atMinFactor(eth, 1n),
      largePriceDifference: false,
      firstLiquidityProvider: true,
    }
  }
  const amounts = {
    amountTokenMin: atMinFactor(eth * v2Reserves.token, v2Reserves.eth),
    amountETHMin: atMinFactor(token * v2Reserves.eth, v2Reserves.token),
    firstLiquidityProvider: false,
  }
  if (eth === 0n || token === 0n) return { ...amounts, largePriceDifference: false }
  // V1 price / V2 price = (token / eth) / (v2 token / v2 eth) = (token x v2 eth) / (eth x v2 token).
  const [v1Side, v2Side] = [token * v2Reserves.eth, eth * v2Reserves.token]
  const difference = v1Side > v2Side ? v1Side - v2Side : v2Side - v1Side
  return {
    ...amounts,
    priceDifferencePercent: Number((difference * 100n * PERCENT_SCALE) / v2Side) / Number(PERCENT_SCALE),
    largePriceDifference: difference * 100n >= BigInt(LARGE_PRICE_DIFFERENCE_PERCENT) * v2Side,
  }
}

/** The V1 pool of the wrapped native token cannot be migrated (spec 2): the UI refuses and suggests removing it. */
export function migrationRefused(token: Address, weth: Address): boolean {
  return isAddressEqual(token, weth)
}
