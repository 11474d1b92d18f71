import { TradeType } from '@uniswap/sdk-core'
import { type Pair, Trade } from '@uniswap/v2-sdk'
import { describe, expect, it } from 'vitest'
import { mulberry32, randomBigInt } from '@/test/random'
import { amount, pair, testToken } from '@/test/sdkFixtures'
import { bestV2Trade } from './bestTrade'
import { searchRoutes } from './searchRoutes'

/** A random graph: `tokens` tokens, `count` pairs between random distinct tokens (some duplicated), random reserves. */
function randomGraph(seed: number, tokens: number, count: number): { pairs: Pair[]; random: () => number } {
  const random = mulberry32(seed)
  const all = Array.from({ length: tokens }, (_, i) => testToken(i, [6, 8, 18][i % 3]))
  const seen = new Set<string>()
  const pairs: Pair[] = []
  const possible = (tokens * (tokens - 1)) / 2
  while (pairs.length < Math.min(count, possible)) {
    const a = Math.floor(random() * tokens)
    const b = Math.floor(random() * tokens)
    if (a === b || seen.has(`${Math.min(a, b)}-${Math.max(a, b)}`)) continue
    seen.add(`${Math.min(a, b)}-${Math.max(a, b)}`)
    pairs.push(
      pair(all[a]!, all[b]!, randomBigInt(random, 10n ** 3n, 10n ** 27n), randomBigInt(random, 10n ** 3n, 10n ** 27n)),
    )
  }
  return { pairs, random }
}

describe('searchRoutes matches the v2-sdk best-trade search', () => {
  // 600 searches against the SDK: about 2 s alone, several times that on a loaded 2-core machine.
  it('behavior: 300 random graphs, exact input and exact output, 1 to 3 hops: the same best trade', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const { pairs, random } = randomGraph(seed, 4 + (seed % 6), 3 + (seed % 12))
      const tokenIn = pairs[0]!.token0
      const tokenOut = pairs[pairs.length - 1]!.token1
      if (tokenIn.equals(tokenOut)) continue
      const raw = randomBigInt(random, 1n, 10n ** 24n)
      for (const maxHops of [1, 2, 3]) {
        const options = { maxHops, maxNumResults: 1 }
        const sdkIn = Trade.bestTradeExactIn(pairs, amount(tokenIn, raw), tokenOut, options)[0]
        const sdkOut = Trade.bestTradeExactOut(pairs, tokenIn, amount(tokenOut, raw), options)[0]
        const oursIn = searchRoutes(pairs, tokenIn.address, tokenOut.address, raw, TradeType.EXACT_INPUT, 3)[
          maxHops - 1
        ]![0]
        const oursOut = searchRoutes(pairs, tokenIn.address, tokenOut.address, raw, TradeType.EXACT_OUTPUT, 3)[
          maxHops - 1
        ]![0]
        expect(oursIn?.amount.toString(), `seed ${seed} in ${maxHops}`).toBe(sdkIn?.outputAmount.quotient.toString())
        expect(oursOut?.amount.toString(), `seed ${seed} out ${maxHops}`).toBe(sdkOut?.inputAmount.quotient.toString())
      }
      // And the trade bestV2Trade builds has the SDK's route and amounts.
      const sdkBest = Trade.bestTradeExactIn(pairs, amount(tokenIn, raw), tokenOut, { maxHops: 1, maxNumResults: 1 })[0]
      const ours = bestV2Trade(pairs, amount(tokenIn, raw), tokenOut, TradeType.EXACT_INPUT, true)
      expect(ours?.outputAmount.quotient.toString()).toBe(sdkBest?.outputAmount.quotient.toString())
      expect(ours?.route.path.map((t) => t.address)).toEqual(sdkBest?.route.path.map((t) => t.address))
    }
  }, 30_000)

  it('error: no pairs, no amount or no route give no candidates', () => {
    const a = testToken(1)
    const b = testToken(2)
    const c = testToken(3)
    expect(searchRoutes([], a.address, b.address, 5n, TradeType.EXACT_INPUT, 3)).toEqual([[], [], []])
    expect(
      searchRoutes([pair(a, b, 10n ** 18n, 10n ** 18n)], a.address, b.address, 0n, TradeType.EXACT_INPUT, 3)[0],
    ).toEqual([])
    expect(
      searchRoutes([pair(a, c, 10n ** 18n, 10n ** 18n)], a.address, b.address, 5n, TradeType.EXACT_INPUT, 3)[2],
    ).toEqual([])
    // An output the pair cannot pay.
    expect(
      searchRoutes([pair(a, b, 10n ** 18n, 100n)], a.address, b.address, 100n, TradeType.EXACT_OUTPUT, 1)[0],
    ).toEqual([])
  })
})
