import { type CurrencyAmount, Percent, type Token, TradeType } from '@uniswap/sdk-core'
import { type Pair, Route, Trade } from '@uniswap/v2-sdk'
import { describe, expect, it } from 'vitest'
import type { SdkCurrency } from '@/entities/token'
import { mulberry32, randomBigInt } from '@/test/random'
import { ETH, WETH, amount, pair, testToken } from '@/test/sdkFixtures'
import { computeSlippageAdjustedAmounts, maximumAmountIn, minimumAmountOut } from './slippage'

const raw = (value: CurrencyAmount<SdkCurrency> | undefined) => (value ? BigInt(value.quotient.toString()) : undefined)

describe('minimumAmountOut', () => {
  it.each([
    [10n ** 18n, 50, 995_000_000_000_000_000n],
    [10_000n, 0, 10_000n],
    [10_000n, 1, 9_999n],
    [9_999n, 1, 9_998n], // 9998.0001 rounds down
    [1n, 5000, 0n],
    [3n, 5000, 1n],
    [123_456_789n, 10_000, 0n],
  ])('%s at %s bps -> %s', (out, bps, expected) => expect(minimumAmountOut(out, bps)).toBe(expected))
})

describe('maximumAmountIn', () => {
  it.each([
    [10n ** 18n, 50, 1_005_000_000_000_000_000n],
    [10_000n, 0, 10_000n],
    [9_999n, 1, 9_999n], // 9999.9999 rounds down
    [1n, 5000, 1n],
    [3n, 5000, 4n],
    [123_456_789n, 10_000, 246_913_578n],
  ])('%s at %s bps -> %s', (input, bps, expected) => expect(maximumAmountIn(input, bps)).toBe(expected))
})

describe('slippage bounds', () => {
  it.each([-1, 10_001, 0.5, Number.NaN])('throws for %s bps', (bps) => {
    expect(() => minimumAmountOut(1n, bps)).toThrow(expect.objectContaining({ code: 'UNEXPECTED_SLIPPAGE' }))
    expect(() => maximumAmountIn(1n, bps)).toThrow(expect.objectContaining({ code: 'UNEXPECTED_SLIPPAGE' }))
  })
})

const tokenPool = new Map<string, Token>()
/** Token number `position` of a route with these decimals (built once: checksumming is the slow part). */
function tokenWithDecimals(position: number, decimals: number): Token {
  const key = `${position}:${decimals}`
  const token = tokenPool.get(key) ?? testToken(position * 100 + decimals, decimals)
  tokenPool.set(key, token)
  return token
}

/** A random trade of 1 to 3 hops over fresh tokens (random decimals), from ETH or to ETH now and then; undefined when the SDK refuses it. */
function randomTrade(random: () => number): Trade<SdkCurrency, SdkCurrency, TradeType> | undefined {
  const hops = 1 + Math.floor(random() * 3)
  const nativeSide = random()
  const tokens: Token[] = Array.from({ length: hops + 1 }, (_, i) => tokenWithDecimals(i, Math.floor(random() * 25)))
  if (nativeSide < 0.15) tokens[0] = WETH
  else if (nativeSide < 0.3) tokens[hops] = WETH
  const pairs: Pair[] = tokens
    .slice(1)
    .map((token, i) =>
      pair(tokens[i]!, token, randomBigInt(random, 1000n, 10n ** 30n), randomBigInt(random, 1000n, 10n ** 30n)),
    )
  const input: SdkCurrency = nativeSide < 0.15 ? ETH : tokens[0]!
  const output: SdkCurrency = nativeSide >= 0.15 && nativeSide < 0.3 ? ETH : tokens[hops]!
  const route = new Route<SdkCurrency, SdkCurrency>(pairs, input, output)
  try {
    if (random() < 0.5)
      return new Trade(route, amount(input as Token, randomBigInt(random, 1n, 10n ** 30n)), TradeType.EXACT_INPUT)
    const lastReserve = BigInt(pairs[hops - 1]!.reserveOf(output.wrapped).quotient.toString())
    return new Trade(route, amount(output as Token, randomBigInt(random, 1n, lastReserve)), TradeType.EXACT_OUTPUT)
  } catch {
    return undefined
  }
}

describe('computeSlippageAdjustedAmounts', () => {
  it('is empty without a trade', () => {
    expect(computeSlippageAdjustedAmounts(undefined, 50)).toEqual({})
  })

  it('equals the v2-sdk minimum out and maximum in on 5,000 seeded random trades', () => {
    const random = mulberry32(0x5eed)
    const seen = { exactIn: 0, exactOut: 0, hops: new Set<number>(), native: 0 }
    let cases = 0
    for (let index = 0; cases < 5000; index++) {
      expect(index).toBeLessThan(50_000)
      const trade = randomTrade(random)
      if (!trade) continue
      cases++
      const bps = random() < 0.1 ? [0, 1, 50, 5000][cases % 4]! : Math.floor(random() * 5001)
      const tolerance = new Percent(bps, 10_000)
      const { INPUT, OUTPUT } = computeSlippageAdjustedAmounts(trade, bps)
      const context = `case ${cases}: ${trade.tradeType} ${trade.route.path.length - 1} hops at ${bps} bps`
      expect(raw(INPUT), context).toBe(raw(trade.maximumAmountIn(tolerance)))
      expect(raw(OUTPUT), context).toBe(raw(trade.minimumAmountOut(tolerance)))
      expect(INPUT?.currency).toBe(trade.inputAmount.currency)
      expect(OUTPUT?.currency).toBe(trade.outputAmount.currency)
      if (trade.tradeType === TradeType.EXACT_INPUT) {
        seen.exactIn++
        expect(raw(trade.minimumAmountOut(tolerance))).toBe(minimumAmountOut(raw(trade.outputAmount)!, bps))
      } else {
        seen.exactOut++
        expect(raw(trade.maximumAmountIn(tolerance))).toBe(maximumAmountIn(raw(trade.inputAmount)!, bps))
      }
      seen.hops.add(trade.route.pairs.length)
      if (trade.inputAmount.currency.isNative || trade.outputAmount.currency.isNative) seen.native++
    }
    // The sample covers both trade types, every hop count and native sides.
    expect(seen.exactIn).toBeGreaterThan(1000)
    expect(seen.exactOut).toBeGreaterThan(1000)
    expect(seen.hops).toEqual(new Set([1, 2, 3]))
    expect(seen.native).toBeGreaterThan(500)
  }, 60_000)
})
