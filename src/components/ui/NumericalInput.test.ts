import { describe, expect, it } from 'vitest'
import { enforceAmount } from './NumericalInput'

describe('enforceAmount', () => {
  it('keeps digits and one decimal separator', () => {
    expect(enforceAmount('')).toBe('')
    expect(enforceAmount('12')).toBe('12')
    expect(enforceAmount('12.')).toBe('12.')
    expect(enforceAmount('.5')).toBe('.5')
    expect(enforceAmount('0.000001')).toBe('0.000001')
  })

  it('turns commas into dots', () => {
    expect(enforceAmount('2,5')).toBe('2.5')
  })

  it('refuses a second separator, signs, exponents, spaces and letters', () => {
    for (const text of ['1.2.3', '1,2.3', '-1', '+1', '1e5', '1 000', 'abc', '0x10', 'Infinity', '１２'])
      expect(enforceAmount(text)).toBeNull()
  })
})
