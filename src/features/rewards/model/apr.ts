import { SECONDS_PER_YEAR } from '@/config/staking'

/** A price in ETH as a ratio of raw amounts: `eth` wei buy `token` raw units (a V2 pair's two reserves). */
export interface EthPrice {
  eth: bigint
  token: bigint
}

/** WETH prices itself 1:1. */
export const ETH_PRICE_OF_WETH: EthPrice = { eth: 1n, token: 1n }

/** A token's price from its pair with WETH: none without both reserves. */
export function ethPriceFromReserves(
  reserveEth: bigint | undefined,
  reserveToken: bigint | undefined,
): EthPrice | undefined {
  return reserveEth && reserveToken && reserveEth > 0n && reserveToken > 0n
    ? { eth: reserveEth, token: reserveToken }
    : undefined
}

export const valueInEth = (amount: bigint, price: EthPrice): bigint => (amount * price.eth) / price.token

/** A pair's reserves in ETH, each side priced through its own route; none when a side has no route. */
export function pairValueInEth(
  reserves: readonly [bigint, bigint],
  prices: readonly [EthPrice | undefined, EthPrice | undefined],
): bigint | undefined {
  const [priceA, priceB] = prices
  if (!priceA || !priceB) return undefined
  return valueInEth(reserves[0], priceA) + valueInEth(reserves[1], priceB)
}

/** The part of a pair's value (or reserve) that `amount` of its `supply` pool tokens stands for. */
export function shareOf(value: bigint, amount: bigint, supply: bigint): bigint | undefined {
  return supply > 0n ? (value * amount) / supply : undefined
}

export interface AprInput {
  /** Reward tokens (raw) per second to all stakers. */
  rewardRate: bigint
  active: boolean
  rewardPrice: EthPrice | undefined
  /** What everyone's stake is worth, in wei. */
  stakedValueEth: bigint | undefined
}

/**
 * The APR estimate from on-chain reserves alone, in basis points (10000 = 100%): a year of the pool's rewards priced
 * in ETH over the value staked in ETH. 0 after the end; undefined when a price has no route or nothing is staked.
 */
export function estimateAprBasisPoints({
  rewardRate,
  active,
  rewardPrice,
  stakedValueEth,
}: AprInput): bigint | undefined {
  if (!active) return 0n
  if (!rewardPrice || stakedValueEth === undefined || stakedValueEth <= 0n) return undefined
  return (rewardRate * SECONDS_PER_YEAR * rewardPrice.eth * 10_000n) / (rewardPrice.token * stakedValueEth)
}
