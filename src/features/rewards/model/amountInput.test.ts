import { describe, expect, it } from 'vitest'
import { amountError, parseAmount } from './amountInput'

describe('parseAmount', () => {
  it.each([
    ['1', 18, 10n ** 18n],
    ['1.5', 18, 15n * 10n ** 17n],
    ['.5', 18, 5n * 10n ** 17n],
    ['1.', 18, 10n ** 18n],
    ['0', 18, 0n],
    ['0.0000001', 6, 0n],
    ['1.1234567', 6, 1_123_456n],
  ])('%s at %s decimals -> %s', (typed, decimals, raw) => expect(parseAmount(typed, decimals)).toBe(raw))

  it.each(['', '.', 'abc', '1.2.3', '-1'])('%j is no amount', (typed) => expect(parseAmount(typed, 18)).toBeUndefined())
})

describe('amountError', () => {
  it("'Enter an amount' for nothing, zero, or more than is available", () => {
    expect(amountError(undefined, 10n)).toBe('enterAmount')
    expect(amountError(0n, 10n)).toBe('enterAmount')
    expect(amountError(11n, 10n)).toBe('enterAmount')
    expect(amountError(1n, undefined)).toBe('enterAmount')
  })

  it('none up to the available amount', () => {
    expect(amountError(10n, 10n)).toBeUndefined()
    expect(amountError(1n, 10n)).toBeUndefined()
  })
})
