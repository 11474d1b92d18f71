import { TradeType } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { ETH, WETH, amount, testToken } from '@/test/sdkFixtures'
import { v1MockPair, v1Trade } from './v1Trade'

const [A, B] = [testToken(1), testToken(2, 6)]
const E18 = 10n ** 18n
const A_EXCHANGE = v1MockPair(WETH, A, 100n * E18, 20_000n * E18)!
const B_EXCHANGE = v1MockPair(WETH, B, 50n * E18, 100_000n * 10n ** 6n)!
const raw = (value: { quotient: { toString(): string } } | undefined) =>
  value ? BigInt(value.quotient.toString()) : undefined
const path = (trade: ReturnType<typeof v1Trade>) => trade?.route.path.map((token) => token.symbol).join('>')

/** V1's getInputPrice: the output of an exact input, 0.3% fee. */
const inputPrice = (input: bigint, reserveIn: bigint, reserveOut: bigint) =>
  (input * 997n * reserveOut) / (reserveIn * 1000n + input * 997n)
/** V1's getOutputPrice: the input for an exact output, 0.3% fee. */
const outputPrice = (output: bigint, reserveIn: bigint, reserveOut: bigint) =>
  (reserveIn * output * 1000n) / ((reserveOut - output) * 997n) + 1n

describe('v1MockPair', () => {
  it('prices the exchange as a pair of WETH and the token', () => {
    expect(raw(A_EXCHANGE.reserveOf(WETH))).toBe(100n * E18)
    expect(raw(A_EXCHANGE.reserveOf(A))).toBe(20_000n * E18)
  })

  it('is undefined for an empty reserve or for WETH itself', () => {
    expect(v1MockPair(WETH, A, 0n, E18)).toBeUndefined()
    expect(v1MockPair(WETH, A, E18, 0n)).toBeUndefined()
    expect(v1MockPair(WETH, WETH, E18, E18)).toBeUndefined()
  })
})

describe('v1Trade', () => {
  it('trades ETH for a token on the token exchange, as V1 prices it', () => {
    const exactIn = v1Trade(ETH, A, amount(ETH, E18), TradeType.EXACT_INPUT, { output: A_EXCHANGE })
    expect(path(exactIn)).toBe('WETH>T1')
    expect(exactIn?.inputAmount.currency).toBe(ETH)
    expect(raw(exactIn?.outputAmount)).toBe(inputPrice(E18, 100n * E18, 20_000n * E18))
    const exactOut = v1Trade(ETH, A, amount(A, 100n * E18), TradeType.EXACT_OUTPUT, { output: A_EXCHANGE })
    expect(raw(exactOut?.inputAmount)).toBe(outputPrice(100n * E18, 100n * E18, 20_000n * E18))
  })

  it('trades a token for ETH on its own exchange', () => {
    const trade = v1Trade(A, ETH, amount(A, 200n * E18), TradeType.EXACT_INPUT, { input: A_EXCHANGE })
    expect(path(trade)).toBe('T1>WETH')
    expect(trade?.outputAmount.currency).toBe(ETH)
    expect(raw(trade?.outputAmount)).toBe(inputPrice(200n * E18, 20_000n * E18, 100n * E18))
  })

  it('trades a token for a token through both exchanges', () => {
    const trade = v1Trade(A, B, amount(A, 200n * E18), TradeType.EXACT_INPUT, { input: A_EXCHANGE, output: B_EXCHANGE })
    expect(path(trade)).toBe('T1>WETH>T2')
    const eth = inputPrice(200n * E18, 20_000n * E18, 100n * E18)
    expect(raw(trade?.outputAmount)).toBe(inputPrice(eth, 50n * E18, 100_000n * 10n ** 6n))
    const exactOut = v1Trade(A, B, amount(B, 10n ** 6n), TradeType.EXACT_OUTPUT, {
      input: A_EXCHANGE,
      output: B_EXCHANGE,
    })
    const ethNeeded = outputPrice(10n ** 6n, 50n * E18, 100_000n * 10n ** 6n)
    expect(raw(exactOut?.inputAmount)).toBe(outputPrice(ethNeeded, 20_000n * E18, 100n * E18))
  })

  it('is undefined when an exchange is missing', () => {
    expect(v1Trade(ETH, A, amount(ETH, E18), TradeType.EXACT_INPUT, {})).toBeUndefined()
    expect(v1Trade(ETH, A, amount(ETH, E18), TradeType.EXACT_INPUT, { input: A_EXCHANGE })).toBeUndefined()
    expect(v1Trade(A, ETH, amount(A, E18), TradeType.EXACT_INPUT, { output: A_EXCHANGE })).toBeUndefined()
    expect(v1Trade(A, B, amount(A, E18), TradeType.EXACT_INPUT, { input: A_EXCHANGE })).toBeUndefined()
    expect(v1Trade(A, B, amount(A, E18), TradeType.EXACT_INPUT, { output: B_EXCHANGE })).toBeUndefined()
  })

  it('is undefined for exchanges of other tokens, the native coin to itself, or an amount of the wrong side', () => {
    expect(v1Trade(ETH, A, amount(ETH, E18), TradeType.EXACT_INPUT, { output: B_EXCHANGE })).toBeUndefined()
    expect(
      v1Trade(A, B, amount(A, E18), TradeType.EXACT_INPUT, { input: B_EXCHANGE, output: A_EXCHANGE }),
    ).toBeUndefined()
    expect(
      v1Trade(ETH, ETH, amount(ETH, E18), TradeType.EXACT_INPUT, { input: A_EXCHANGE, output: A_EXCHANGE }),
    ).toBeUndefined()
    expect(
      v1Trade(A, A, amount(A, E18), TradeType.EXACT_INPUT, { input: A_EXCHANGE, output: A_EXCHANGE }),
    ).toBeUndefined()
    expect(v1Trade(ETH, A, amount(A, E18), TradeType.EXACT_INPUT, { output: A_EXCHANGE })).toBeUndefined()
    expect(v1Trade(ETH, A, amount(ETH, E18), TradeType.EXACT_OUTPUT, { output: A_EXCHANGE })).toBeUndefined()
  })

  it('is undefined when the trade is impossible', () => {
    // More than the exchange holds.
    expect(v1Trade(ETH, A, amount(A, 20_000n * E18), TradeType.EXACT_OUTPUT, { output: A_EXCHANGE })).toBeUndefined()
    // Too little to buy one unit.
    expect(
      v1Trade(A, B, amount(A, 1n), TradeType.EXACT_INPUT, { input: A_EXCHANGE, output: B_EXCHANGE }),
    ).toBeUndefined()
  })
})
