import { describe, expect, it } from 'vitest'
import { parseDecimal, parseRawAmount } from './parseDecimal'

describe('parseDecimal', () => {
  it('default: an exact fraction', () => {
    expect(parseDecimal('12.5')).toEqual({ numerator: 125n, denominator: 10n })
    expect(parseDecimal('100')).toEqual({ numerator: 100n, denominator: 1n })
    expect(parseDecimal('.05')).toEqual({ numerator: 5n, denominator: 100n })
    expect(parseDecimal('1.')).toEqual({ numerator: 1n, denominator: 1n })
  })

  it('error: undefined for no number', () => {
    for (const text of ['', '.', 'abc', '1.2.3', '-1', '1e3', ' 1']) expect(parseDecimal(text), text).toBeUndefined()
  })
})

describe('parseRawAmount', () => {
  it('default: raw units of the decimals', () => {
    expect(parseRawAmount('2.5', 18)).toBe(2_500_000_000_000_000_000n)
    expect(parseRawAmount('0.000001', 6)).toBe(1n)
    expect(parseRawAmount('0', 6)).toBe(0n)
  })

  it('error: more fraction digits than the decimals', () => {
    expect(parseRawAmount('0.0000001', 6)).toBeUndefined()
    expect(parseRawAmount('x', 6)).toBeUndefined()
  })
})
