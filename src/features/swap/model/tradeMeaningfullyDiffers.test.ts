import { type Token, TradeType } from '@uniswap/sdk-core'
import { type Pair, Route, Trade } from '@uniswap/v2-sdk'
import { describe, expect, it } from 'vitest'
import type { SdkCurrency } from '@/entities/token'
import { ETH, WETH, amount, pair, testToken } from '@/test/sdkFixtures'
import { tradeMeaningfullyDiffers } from './tradeMeaningfullyDiffers'

const [A, B, C] = [testToken(1), testToken(2), testToken(3)]
const E18 = 10n ** 18n
const AB = pair(A, B, 1000n * E18, 1000n * E18)
const trade = (pairs: Pair[], input: SdkCurrency, output: SdkCurrency, tradeType: TradeType, raw: bigint) =>
  new Trade(
    new Route<SdkCurrency, SdkCurrency>(pairs, input, output),
    amount((tradeType === TradeType.EXACT_INPUT ? input : output) as Token, raw),
    tradeType,
  )

describe('tradeMeaningfullyDiffers', () => {
  const base = trade([AB], A, B, TradeType.EXACT_INPUT, E18)

  it('is false for the same trade, rebuilt over new pair objects or through another route of the same amounts', () => {
    expect(tradeMeaningfullyDiffers(base, base)).toBe(false)
    expect(
      tradeMeaningfullyDiffers(base, trade([pair(A, B, 1000n * E18, 1000n * E18)], A, B, TradeType.EXACT_INPUT, E18)),
    ).toBe(false)
  })

  it('is true when the output amount moved (new reserves)', () => {
    expect(
      tradeMeaningfullyDiffers(base, trade([pair(A, B, 1000n * E18, 1001n * E18)], A, B, TradeType.EXACT_INPUT, E18)),
    ).toBe(true)
  })

  it('is true when the input amount differs', () => {
    expect(tradeMeaningfullyDiffers(base, trade([AB], A, B, TradeType.EXACT_INPUT, E18 + 1n))).toBe(true)
  })

  it('is true for another trade type with the same amounts', () => {
    const sameAmounts = new Trade(base.route, base.outputAmount, TradeType.EXACT_OUTPUT)
    expect(sameAmounts.inputAmount.equalTo(base.inputAmount)).toBe(true)
    expect(tradeMeaningfullyDiffers(base, sameAmounts)).toBe(true)
  })

  it('is true for other currencies', () => {
    expect(
      tradeMeaningfullyDiffers(base, trade([pair(A, C, 1000n * E18, 1000n * E18)], A, C, TradeType.EXACT_INPUT, E18)),
    ).toBe(true)
    expect(
      tradeMeaningfullyDiffers(base, trade([pair(C, B, 1000n * E18, 1000n * E18)], C, B, TradeType.EXACT_INPUT, E18)),
    ).toBe(true)
    const fromWeth = trade([pair(WETH, B, 1000n * E18, 1000n * E18)], WETH, B, TradeType.EXACT_INPUT, E18)
    const fromEth = trade([pair(WETH, B, 1000n * E18, 1000n * E18)], ETH, B, TradeType.EXACT_INPUT, E18)
    expect(tradeMeaningfullyDiffers(fromWeth, fromEth)).toBe(true)
    expect(tradeMeaningfullyDiffers(fromEth, fromEth)).toBe(false)
  })
})
