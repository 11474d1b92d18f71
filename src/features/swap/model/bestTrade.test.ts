import { type Token, TradeType } from '@uniswap/sdk-core'
import type { Pair } from '@uniswap/v2-sdk'
import { describe, expect, it } from 'vitest'
import { ETH, WETH, amount, pair, testToken } from '@/test/sdkFixtures'
import { MAX_HOPS, bestV2Trade } from './bestTrade'
import { isTradeBetter } from './isTradeBetter'

const [A, B, C, D, E] = [testToken(1), testToken(2), testToken(3), testToken(4), testToken(5)]
const E18 = 10n ** 18n
const DEEP = 1_000_000n * E18
/** A pair whose mid price of `b` in `a` is `price` / 1000, deep enough that small trades barely move it. */
const deepPair = (a: Token, b: Token, pricePerMille: bigint) => pair(a, b, DEEP, (DEEP * pricePerMille) / 1000n)
const IN = amount(A, E18)
const OUT = amount(B, E18)
const path = (trade: ReturnType<typeof bestV2Trade>) => trade?.route.path.map((token) => token.symbol).join('>')

/** A-B direct at 1:1, and A-C-B at `twoHopPerMille` / 1000 overall. */
const market = (twoHopPerMille: bigint): Pair[] => [
  deepPair(A, B, 1000n),
  deepPair(A, C, twoHopPerMille),
  deepPair(C, B, 1000n),
]

describe('bestV2Trade', () => {
  it('searches up to 3 hops', () => expect(MAX_HOPS).toBe(3))

  it.each([TradeType.EXACT_INPUT, TradeType.EXACT_OUTPUT])(
    'keeps the direct pair when the 2-hop route is better by less than 0.5% (trade type %s)',
    (tradeType) => {
      const pairs = market(1005n)
      const [exact, other] = tradeType === TradeType.EXACT_INPUT ? [IN, B] : [OUT, A]
      const direct = bestV2Trade(pairs, exact, other, tradeType, true)
      const twoHop = bestV2Trade([pairs[1]!, pairs[2]!], exact, other, tradeType, false)
      // The 2-hop route pays 0.5991% in fees against 0.3%: 0.5% more price gives it a price about 0.2% better.
      expect(isTradeBetter(direct, twoHop)).toBe(true)
      expect(path(bestV2Trade(pairs, exact, other, tradeType, false))).toBe('T1>T2')
    },
  )

  it.each([TradeType.EXACT_INPUT, TradeType.EXACT_OUTPUT])(
    'takes the 2-hop route when it is more than 0.5% better (trade type %s)',
    (tradeType) => {
      const [exact, other] = tradeType === TradeType.EXACT_INPUT ? [IN, B] : [OUT, A]
      expect(path(bestV2Trade(market(1010n), exact, other, tradeType, false))).toBe('T1>T3>T2')
    },
  )

  it('takes the route just past the threshold, not at it', () => {
    // Exactly: 1000 * 0.997 * 1.005 = x * 0.997^2, so x = 1005 / 0.997 ≈ 1008.0241.
    expect(path(bestV2Trade(market(1008n), IN, B, TradeType.EXACT_INPUT, false))).toBe('T1>T2')
    expect(path(bestV2Trade(market(1009n), IN, B, TradeType.EXACT_INPUT, false))).toBe('T1>T3>T2')
  })

  it('with single hop only, ignores better multi-hop routes', () => {
    expect(path(bestV2Trade(market(1500n), IN, B, TradeType.EXACT_INPUT, true))).toBe('T1>T2')
    expect(path(bestV2Trade(market(1500n), OUT, A, TradeType.EXACT_OUTPUT, true))).toBe('T1>T2')
    expect(bestV2Trade(market(1500n).slice(1), IN, B, TradeType.EXACT_INPUT, true)).toBeUndefined()
  })

  it('finds a 3-hop route when there is no shorter one, and prefers a shorter one of about the same price', () => {
    const chain = [deepPair(A, C, 1000n), deepPair(C, D, 1000n), deepPair(D, B, 1000n)]
    expect(path(bestV2Trade(chain, IN, B, TradeType.EXACT_INPUT, false))).toBe('T1>T3>T4>T2')
    expect(path(bestV2Trade(chain, OUT, A, TradeType.EXACT_OUTPUT, false))).toBe('T1>T3>T4>T2')
    expect(
      path(bestV2Trade([...chain, deepPair(A, E, 1000n), deepPair(E, B, 1000n)], IN, B, TradeType.EXACT_INPUT, false)),
    ).toBe('T1>T5>T2')
  })

  it('gives no trade beyond 3 hops, without pairs, without a route or for one currency to itself', () => {
    const long = [deepPair(A, C, 1000n), deepPair(C, D, 1000n), deepPair(D, E, 1000n), deepPair(E, B, 1000n)]
    expect(bestV2Trade(long, IN, B, TradeType.EXACT_INPUT, false)).toBeUndefined()
    expect(bestV2Trade([], IN, B, TradeType.EXACT_INPUT, false)).toBeUndefined()
    expect(bestV2Trade([deepPair(C, D, 1000n)], IN, B, TradeType.EXACT_INPUT, false)).toBeUndefined()
    expect(bestV2Trade(market(1000n), IN, A, TradeType.EXACT_INPUT, false)).toBeUndefined()
  })

  it('gives no trade when the output exceeds the reserves', () => {
    expect(bestV2Trade([pair(A, B, E18, E18)], amount(B, 2n * E18), A, TradeType.EXACT_OUTPUT, false)).toBeUndefined()
  })

  it('trades the native coin through its wrapped token', () => {
    const trade = bestV2Trade([deepPair(WETH, B, 1000n)], amount(ETH, E18), B, TradeType.EXACT_INPUT, false)
    expect(trade?.inputAmount.currency).toBe(ETH)
    expect(path(trade)).toBe('WETH>T2')
    expect(bestV2Trade([deepPair(WETH, B, 1000n)], OUT, ETH, TradeType.EXACT_OUTPUT, false)?.inputAmount.currency).toBe(
      ETH,
    )
  })
})
