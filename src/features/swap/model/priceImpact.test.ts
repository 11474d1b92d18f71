import { Percent, TradeType } from '@uniswap/sdk-core'
import { type Pair, Route, Trade } from '@uniswap/v2-sdk'
import { describe, expect, it } from 'vitest'
import { ETH, WETH, amount, pair, testToken } from '@/test/sdkFixtures'
import {
  computeRealizedLPFee,
  computeTradePriceBreakdown,
  formatPriceImpact,
  impactConfirmation,
  warningSeverity,
} from './priceImpact'

const [A, B, C, D] = [testToken(1), testToken(2), testToken(3, 6), testToken(4)]
const E18 = 10n ** 18n
const AB = pair(A, B, 1000n * E18, 1000n * E18)
const BC = pair(B, C, 1000n * E18, 1000n * 10n ** 6n)
const CD = pair(C, D, 1000n * 10n ** 6n, 1000n * E18)
const WA = pair(WETH, A, 1000n * E18, 1000n * E18)
const trade = (pairs: Pair[], input = A, output = B, value = 10n * E18) =>
  new Trade(new Route(pairs, input, output), amount(input, value), TradeType.EXACT_INPUT)
/** A percent from a decimal text of percent points ('0.3' is 0.3%). */
const pct = (points: string) => {
  const [whole = '', fraction = ''] = points.split('.')
  return new Percent(BigInt(whole + fraction).toString(), (100n * 10n ** BigInt(fraction.length)).toString())
}
const justBelow = (points: string) => pct(points).subtract(new Percent(1, (10n ** 32n).toString()))

describe('computeRealizedLPFee', () => {
  it.each([
    [1, [AB], '0.3'],
    [2, [AB, BC], '0.5991'],
    [3, [AB, BC, CD], '0.8973027'],
  ] as const)('is 1 - 0.997^%i', (_hops, pairs, expected) => {
    const output = [B, C, D][pairs.length - 1]!
    expect(computeRealizedLPFee(trade([...pairs], A, output)).equalTo(pct(expected))).toBe(true)
  })
})

describe('computeTradePriceBreakdown', () => {
  it('is empty without a trade', () => {
    expect(computeTradePriceBreakdown(undefined)).toEqual({})
  })

  it('takes the fee off the price impact and gives the fee in the input', () => {
    const direct = trade([AB])
    const { priceImpactWithoutFee, realizedLPFee } = computeTradePriceBreakdown(direct)
    expect(direct.priceImpact.toFixed(4)).toBe('1.2842')
    expect(priceImpactWithoutFee?.toFixed(4)).toBe('0.9842')
    expect(priceImpactWithoutFee?.equalTo(direct.priceImpact.subtract(pct('0.3')))).toBe(true)
    expect(realizedLPFee?.currency).toBe(A)
    expect(realizedLPFee?.quotient.toString()).toBe((3n * E18) / 100n + '')
  })

  it('rounds the fee amount down, in the native coin for native input', () => {
    const { realizedLPFee } = computeTradePriceBreakdown(
      new Trade(new Route([WA], ETH, A), amount(ETH, 1001n), TradeType.EXACT_INPUT),
    )
    expect(realizedLPFee?.currency).toBe(ETH)
    expect(realizedLPFee?.quotient.toString()).toBe('3')
  })

  it('leaves about no impact for a tiny trade, and counts every hop of a route', () => {
    expect(
      computeTradePriceBreakdown(trade([AB], A, B, E18 / 1000n)).priceImpactWithoutFee?.lessThan(
        new Percent(1, 10_000),
      ),
    ).toBe(true)
    const route = trade([AB, BC, CD], A, D, E18 / 1000n)
    const { priceImpactWithoutFee } = computeTradePriceBreakdown(route)
    expect(priceImpactWithoutFee?.equalTo(route.priceImpact.subtract(pct('0.8973027')))).toBe(true)
    expect(priceImpactWithoutFee?.lessThan(new Percent(1, 10_000))).toBe(true)
  })
})

describe('warningSeverity', () => {
  it('is 0 when unknown', () => expect(warningSeverity(undefined)).toBe(0))

  it.each([
    ['0', 0],
    ['-1', 0],
    ['1', 1],
    ['3', 2],
    ['5', 3],
    ['15', 4],
    ['100', 4],
  ] as const)('at %s%% is %i, and one less just below', (points, severity) => {
    expect(warningSeverity(pct(points))).toBe(severity)
    if (severity > 0 && points !== '100') expect(warningSeverity(justBelow(points))).toBe(severity - 1)
  })
})

describe('impactConfirmation', () => {
  it.each([
    [undefined, 'none'],
    [pct('0'), 'none'],
    [justBelow('3'), 'none'],
    [pct('3'), 'confirm'],
    [justBelow('5'), 'confirm'],
    [pct('5'), 'typed'],
    [pct('99'), 'typed'],
  ] as const)('%s -> %s', (impact, expected) => expect(impactConfirmation(impact)).toBe(expected))
})

describe('formatPriceImpact', () => {
  it.each([
    [undefined, '-'],
    [new Percent(-5, 10_000), '<0.01%'],
    [new Percent(0), '<0.01%'],
    [justBelow('0.01'), '<0.01%'],
    [pct('0.01'), '0.01%'],
    [pct('1.234'), '1.23%'],
    [pct('2.5'), '2.50%'],
    [pct('15'), '15.00%'],
  ] as const)('%s -> %s', (impact, expected) => expect(formatPriceImpact(impact)).toBe(expected))
})
