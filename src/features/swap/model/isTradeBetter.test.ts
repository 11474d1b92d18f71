import { Percent, type Token, TradeType } from '@uniswap/sdk-core'
import { Route, Trade } from '@uniswap/v2-sdk'
import { describe, expect, it } from 'vitest'
import type { SdkCurrency } from '@/entities/token'
import { amount, pair, testToken } from '@/test/sdkFixtures'
import { BETTER_TRADE_LESS_HOPS_THRESHOLD, isTradeBetter } from './isTradeBetter'

const [A, B, C] = [testToken(1), testToken(2), testToken(3)]
const INPUT = 1000n
const RESERVE_IN = 1000n
/** 1000 * reserveIn + 997 * input: an output reserve of a multiple of it makes the output exact. */
const DENOMINATOR = 1000n * RESERVE_IN + 997n * INPUT

/** An exact-input trade of 1000 wei of `input` whose execution price is exactly 997 * `c` (output reserve = DENOMINATOR * c). */
function tradeAtPrice(c: bigint, input: Token = A, output: Token = B): Trade<SdkCurrency, SdkCurrency, TradeType> {
  const route = new Route<SdkCurrency, SdkCurrency>([pair(input, output, RESERVE_IN, DENOMINATOR * c)], input, output)
  const trade = new Trade(route, amount(input, INPUT), TradeType.EXACT_INPUT)
  expect(trade.outputAmount.quotient.toString()).toBe((997n * INPUT * c).toString())
  return trade
}

function exactOutTrade(): Trade<SdkCurrency, SdkCurrency, TradeType> {
  return new Trade(
    new Route<SdkCurrency, SdkCurrency>([pair(A, B, 10n ** 9n, 10n ** 9n)], A, B),
    amount(B, 1000n),
    TradeType.EXACT_OUTPUT,
  )
}

describe('isTradeBetter', () => {
  it('prefers a trade to none', () => {
    expect(isTradeBetter(tradeAtPrice(1n), undefined)).toBe(false)
    expect(isTradeBetter(undefined, tradeAtPrice(1n))).toBe(true)
    expect(isTradeBetter(undefined, undefined)).toBeUndefined()
  })

  it('throws for trades of different types or currencies', () => {
    expect(() => isTradeBetter(tradeAtPrice(1n), exactOutTrade())).toThrow(
      expect.objectContaining({ code: 'TRADES_NOT_COMPARABLE' }),
    )
    expect(() => isTradeBetter(tradeAtPrice(1n), tradeAtPrice(1n, C, B))).toThrow(
      expect.objectContaining({ code: 'TRADES_NOT_COMPARABLE' }),
    )
    expect(() => isTradeBetter(tradeAtPrice(1n), tradeAtPrice(1n, A, C))).toThrow(
      expect.objectContaining({ code: 'TRADES_NOT_COMPARABLE' }),
    )
  })

  it('without a delta: B is better when its execution price is strictly higher', () => {
    expect(isTradeBetter(tradeAtPrice(200n), tradeAtPrice(201n))).toBe(true)
    expect(isTradeBetter(tradeAtPrice(200n), tradeAtPrice(200n))).toBe(false)
    expect(isTradeBetter(tradeAtPrice(201n), tradeAtPrice(200n))).toBe(false)
  })

  it('compares exact-output trades too', () => {
    const cheaper = new Trade(
      new Route<SdkCurrency, SdkCurrency>([pair(A, B, 10n ** 9n, 2n * 10n ** 9n)], A, B),
      amount(B, 1000n),
      TradeType.EXACT_OUTPUT,
    )
    expect(isTradeBetter(exactOutTrade(), cheaper)).toBe(true)
    expect(isTradeBetter(cheaper, exactOutTrade())).toBe(false)
  })

  it('with the 0.5% threshold: B must beat A by more than 0.5%', () => {
    expect(BETTER_TRADE_LESS_HOPS_THRESHOLD.toFixed(2)).toBe('0.50')
    // 201 / 200 is exactly 1.005: not better.
    expect(isTradeBetter(tradeAtPrice(200n), tradeAtPrice(201n), BETTER_TRADE_LESS_HOPS_THRESHOLD)).toBe(false)
    expect(isTradeBetter(tradeAtPrice(2000n), tradeAtPrice(2010n), BETTER_TRADE_LESS_HOPS_THRESHOLD)).toBe(false)
    // 2011 / 2000 is 1.0055.
    expect(isTradeBetter(tradeAtPrice(2000n), tradeAtPrice(2011n), BETTER_TRADE_LESS_HOPS_THRESHOLD)).toBe(true)
    expect(isTradeBetter(tradeAtPrice(2000n), tradeAtPrice(2009n), BETTER_TRADE_LESS_HOPS_THRESHOLD)).toBe(false)
  })

  it('takes any delta', () => {
    expect(isTradeBetter(tradeAtPrice(100n), tradeAtPrice(110n), new Percent(10, 100))).toBe(false)
    expect(isTradeBetter(tradeAtPrice(100n), tradeAtPrice(111n), new Percent(10, 100))).toBe(true)
  })
})
