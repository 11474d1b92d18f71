import { describe, expect, it } from 'vitest'
import { MIN_NATIVE_RESERVE, atMaxAmount, maxAmountSpend } from './maxAmountSpend'
import { ETH, WETH, amount, testToken } from '@/test/sdkFixtures'

const DAI = testToken(1, 18, 'DAI')
const raw = (value: ReturnType<typeof maxAmountSpend>) => value?.quotient.toString()

describe('maxAmountSpend', () => {
  it('is undefined without a balance', () => {
    expect(maxAmountSpend(undefined)).toBeUndefined()
  })

  it('leaves 0.01 of the native coin for gas', () => {
    expect(MIN_NATIVE_RESERVE).toBe(10_000_000_000_000_000n)
    expect(raw(maxAmountSpend(amount(ETH, 10n ** 18n)))).toBe('990000000000000000')
    expect(maxAmountSpend(amount(ETH, 10n ** 18n))?.currency).toBe(ETH)
    expect(raw(maxAmountSpend(amount(ETH, MIN_NATIVE_RESERVE + 1n)))).toBe('1')
  })

  it('floors the native coin at zero', () => {
    expect(raw(maxAmountSpend(amount(ETH, MIN_NATIVE_RESERVE)))).toBe('0')
    expect(raw(maxAmountSpend(amount(ETH, 5n)))).toBe('0')
    expect(raw(maxAmountSpend(amount(ETH, 0n)))).toBe('0')
  })

  it('gives a token balance whole, WETH included', () => {
    const balance = amount(DAI, 5n)
    expect(maxAmountSpend(balance)).toBe(balance)
    expect(raw(maxAmountSpend(amount(WETH, 10n ** 18n)))).toBe('1000000000000000000')
  })
})

describe('atMaxAmount', () => {
  it('is true when the typed amount is the maximum spend', () => {
    expect(atMaxAmount(amount(ETH, 10n ** 18n), amount(ETH, 99n * 10n ** 16n))).toBe(true)
    expect(atMaxAmount(amount(DAI, 42n), amount(DAI, 42n))).toBe(true)
  })

  it('is false for any other amount, the whole native balance included', () => {
    expect(atMaxAmount(amount(ETH, 10n ** 18n), amount(ETH, 10n ** 18n))).toBe(false)
    expect(atMaxAmount(amount(DAI, 42n), amount(DAI, 41n))).toBe(false)
  })

  it('is false for another currency of the same raw amount', () => {
    expect(atMaxAmount(amount(DAI, 42n), amount(WETH, 42n))).toBe(false)
  })

  it('is false when either is missing', () => {
    expect(atMaxAmount(undefined, amount(DAI, 42n))).toBe(false)
    expect(atMaxAmount(amount(DAI, 42n), undefined)).toBe(false)
  })
})
