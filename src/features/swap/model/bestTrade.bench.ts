import { type Token, TradeType } from '@uniswap/sdk-core'
import type { Pair } from '@uniswap/v2-sdk'
import { bench, describe } from 'vitest'
import { mulberry32, randomBigInt } from '@/test/random'
import { amount, pair, testToken } from '@/test/sdkFixtures'
import { bestV2Trade } from './bestTrade'

const E18 = 10n ** 18n
const BASES = 5

/**
 * A connected market of `size` pairs from a seeded PRNG: the two trade tokens (0 and 1), 5 bases (2 to 6), the direct
 * pair, each trade token with each base, the bases with each other, then other tokens each tied to an earlier token
 * and random pairs among them until `size`. Reserves 1e21 to 1e27, decimals 18.
 */
function market(size: number, seed: number): { pairs: Pair[]; input: Token; output: Token } {
  const random = mulberry32(seed)
  const tokens = Array.from({ length: 2 + BASES + Math.ceil(size / 3) }, (_, index) => testToken(index))
  const keys = new Set<string>()
  const pairs: Pair[] = []
  const add = (a: number, b: number) => {
    const key = a < b ? `${a}:${b}` : `${b}:${a}`
    if (a === b || keys.has(key) || pairs.length >= size) return
    keys.add(key)
    pairs.push(
      pair(
        tokens[a]!,
        tokens[b]!,
        randomBigInt(random, 10n ** 21n, 10n ** 27n),
        randomBigInt(random, 10n ** 21n, 10n ** 27n),
      ),
    )
  }
  const bases = Array.from({ length: BASES }, (_, i) => 2 + i)
  add(0, 1)
  for (const base of bases) add(0, base)
  for (const base of bases) add(1, base)
  for (const a of bases) for (const b of bases) add(a, b)
  for (let index = 2 + BASES; index < tokens.length; index++) add(index, Math.floor(random() * index))
  while (pairs.length < size) add(Math.floor(random() * tokens.length), Math.floor(random() * tokens.length))
  return { pairs, input: tokens[0]!, output: tokens[1]! }
}

const SMALL = market(40, 40)
const LARGE = market(400, 400)

for (const [label, { pairs, input, output }] of [
  ['40 pairs', SMALL],
  ['400 pairs', LARGE],
] as const) {
  describe(`bestV2Trade, up to 3 hops, ${label}`, () => {
    // Throws at load if the fixture has no route: the bench must measure a search that finds one.
    if (!bestV2Trade(pairs, amount(input, E18), output, TradeType.EXACT_INPUT, false)) throw new Error('no route')

    bench('exact input', () => {
      bestV2Trade(pairs, amount(input, E18), output, TradeType.EXACT_INPUT, false)
    })

    bench('exact output', () => {
      bestV2Trade(pairs, amount(output, E18), input, TradeType.EXACT_OUTPUT, false)
    })
  })
}

describe('bestV2Trade, single hop only, 400 pairs', () => {
  bench('exact input', () => {
    bestV2Trade(LARGE.pairs, amount(LARGE.input, E18), LARGE.output, TradeType.EXACT_INPUT, true)
  })
})
