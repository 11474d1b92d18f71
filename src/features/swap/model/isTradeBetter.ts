import { Percent, type TradeType } from '@uniswap/sdk-core'
import type { Trade } from '@uniswap/v2-sdk'
import type { SdkCurrency } from '@/entities/token'
import { AppError } from '@/lib/errors'

type AnyTrade = Trade<SdkCurrency, SdkCurrency, TradeType>

/** A route with more hops must beat the best so far by this much to replace it (spec 9: 0.5%). */
export const BETTER_TRADE_LESS_HOPS_THRESHOLD = new Percent(50, 10_000)

const ZERO_PERCENT = new Percent(0)
const ONE_HUNDRED_PERCENT = new Percent(1)

/**
 * Whether trade B beats trade A by more than `minimumDelta`: A's execution price x (1 + delta) is below B's (strictly
 * below A's price when delta is zero). A without B: false; B without A: true; neither: undefined. Trades of different
 * types or currencies throw TRADES_NOT_COMPARABLE.
 */
export function isTradeBetter(
  tradeA: AnyTrade | undefined,
  tradeB: AnyTrade | undefined,
  minimumDelta: Percent = ZERO_PERCENT,
): boolean | undefined {
  if (tradeA && !tradeB) return false
  if (tradeB && !tradeA) return true
  if (!tradeA || !tradeB) return undefined
  if (
    tradeA.tradeType !== tradeB.tradeType ||
    !tradeA.inputAmount.currency.equals(tradeB.inputAmount.currency) ||
    !tradeA.outputAmount.currency.equals(tradeB.outputAmount.currency)
  ) {
    throw new AppError('TRADES_NOT_COMPARABLE')
  }
  if (minimumDelta.equalTo(ZERO_PERCENT)) return tradeA.executionPrice.lessThan(tradeB.executionPrice)
  return tradeA.executionPrice.asFraction
    .multiply(minimumDelta.add(ONE_HUNDRED_PERCENT))
    .lessThan(tradeB.executionPrice.asFraction)
}
