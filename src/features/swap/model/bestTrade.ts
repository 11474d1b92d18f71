import { type CurrencyAmount, TradeType } from '@uniswap/sdk-core'
import { type Pair, Route, Trade, tradeComparator } from '@uniswap/v2-sdk'
import type { SdkCurrency } from '@/entities/token'
import { BETTER_TRADE_LESS_HOPS_THRESHOLD, isTradeBetter } from './isTradeBetter'
import { type RouteCandidate, searchRoutes } from './searchRoutes'

type AnyTrade = Trade<SdkCurrency, SdkCurrency, TradeType>

/** The longest route searched (spec 9: 1 to 3 hops). */
export const MAX_HOPS = 3

/** The SDK trade of a route found by the search. */
function toTrade(
  candidate: RouteCandidate,
  amount: CurrencyAmount<SdkCurrency>,
  other: SdkCurrency,
  tradeType: TradeType,
): AnyTrade {
  const [input, output] = tradeType === TradeType.EXACT_INPUT ? [amount.currency, other] : [other, amount.currency]
  return new Trade(new Route(candidate.pairs, input, output), amount, tradeType)
}

/** Of routes tied for the best amount, the one the SDK keeps: lower price impact, then fewer hops, then found first. */
function pickTied(
  tied: RouteCandidate[],
  amount: CurrencyAmount<SdkCurrency>,
  other: SdkCurrency,
  tradeType: TradeType,
): AnyTrade | undefined {
  let best: AnyTrade | undefined
  for (const candidate of tied) {
    const trade = toTrade(candidate, amount, other, tradeType)
    if (!best || tradeComparator(best, trade) > 0) best = trade
  }
  return best
}

/** The best trade of at most 1, 2, ... `maxHops` hops (index 0 is 1 hop), as the SDK's best-trade search finds them. */
function bestTradesByHops(
  pairs: Pair[],
  amount: CurrencyAmount<SdkCurrency>,
  other: SdkCurrency,
  tradeType: TradeType,
  maxHops: number,
): (AnyTrade | undefined)[] {
  const [tokenIn, tokenOut] =
    tradeType === TradeType.EXACT_INPUT
      ? [amount.currency.wrapped, other.wrapped]
      : [other.wrapped, amount.currency.wrapped]
  const raw = BigInt(amount.quotient.toString())
  return searchRoutes(pairs, tokenIn.address, tokenOut.address, raw, tradeType, maxHops).map((tied) =>
    pickTied(tied, amount, other, tradeType),
  )
}

/**
 * The best V2 trade over the pairs (spec 9): single-hop only gives the best direct trade; otherwise routes of 1 to 3
 * hops are searched and a route with more hops replaces the best so far only when it is more than 0.5% better. The
 * search runs once in bigint arithmetic (`searchRoutes`); SDK trades are built only for the winners.
 */
export function bestV2Trade(
  pairs: Pair[],
  amount: CurrencyAmount<SdkCurrency>,
  other: SdkCurrency,
  tradeType: TradeType,
  singleHopOnly: boolean,
): AnyTrade | undefined {
  if (pairs.length === 0 || amount.currency.equals(other)) return undefined
  const byHops = bestTradesByHops(pairs, amount, other, tradeType, singleHopOnly ? 1 : MAX_HOPS)
  if (singleHopOnly) return byHops[0]
  let best: AnyTrade | undefined
  for (const candidate of byHops) if (isTradeBetter(best, candidate, BETTER_TRADE_LESS_HOPS_THRESHOLD)) best = candidate
  return best
}
