import { describe, expect, it } from 'vitest'
import { checksummed } from './checksummed'

const DAI = '0xf7Cd8fa9b94DB2Aa972023b379c7f72c65E4De9D'

describe('checksummed', () => {
  it.each([
    ['lower case', DAI.toLowerCase(), DAI],
    ['upper case', `0x${DAI.slice(2).toUpperCase()}`, DAI],
    ['digits and one case', '0x1111111111111111111111111111111111111111', '0x1111111111111111111111111111111111111111'],
    ['mixed case, checksummed', DAI, DAI],
    // Mixed case is taken as given, unhashed: a wrong checksum stays as it came (lists are shown through checksumAddress).
    [
      'mixed case, another casing',
      '0xF7cd8fa9b94DB2Aa972023b379c7f72c65E4De9D',
      '0xF7cd8fa9b94DB2Aa972023b379c7f72c65E4De9D',
    ],
  ])('%s', (_, address, expected) => {
    expect(checksummed(address)).toBe(expected)
  })

  it('refuses what is not an address', () => {
    expect(() => checksummed('0x1234')).toThrow()
    expect(() => checksummed('0xzz1111111111111111111111111111111111111')).toThrow()
  })
})
