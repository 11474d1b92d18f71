import { describe, expect, it } from 'vitest'
import { checksumAddress, shortenAddress } from './format'

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
