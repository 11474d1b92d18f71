import { describe, expect, it } from 'vitest'
import { checksumAddress, formatSignificant, shortenAddress } from './format'

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

describe('checksumAddress', () => {
  const address = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'
  it('uses EIP-1191 on RSK (chain 30 and 31) and EIP-55 elsewhere', () => {
    expect(checksumAddress(address, 1)).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
    expect(checksumAddress(address)).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
    expect(checksumAddress(address, 30)).toBe('0x5aaEB6053f3e94c9b9a09f33669435E7ef1bEAeD')
    expect(checksumAddress(address, 31)).toBe('0x5aAeb6053F3e94c9b9A09F33669435E7EF1BEaEd')
  })
})
