import { describe, expect, it } from 'vitest'
import { formatSignificant, shortenAddress } from './format'

describe('formatSignificant', () => {
  it.each([
    ['9999.6543', 4, '9,999'],
    ['10000', 4, '10,000'],
    ['0.000123456', 4, '0.0001234'],
    ['1.5', 4, '1.5'],
    ['0', 4, '0'],
    ['123456789012345678901234567890.5', 4, '123,400,000,000,000,000,000,000,000,000'],
  ])('%s to %i digits is %s', (value, digits, expected) => {
    expect(formatSignificant(value, digits)).toBe(expected)
  })
  it('rejects what is not a decimal', () => {
    expect(() => formatSignificant('1e5', 4)).toThrow('Not a decimal')
  })
})

describe('shortenAddress', () => {
  it('keeps four checksummed characters each side', () => {
    expect(shortenAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe('0xf39F...2266')
  })
  it('throws on an invalid address', () => {
    expect(() => shortenAddress('0x1234')).toThrow()
  })
})
