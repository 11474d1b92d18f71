import { describe, expect, it } from 'vitest'
import { BLOCKED_ADDRESSES, isBlockedAddress } from './blocklist'

describe('blocklist', () => {
  it('has the spec’s five addresses and matches them in any case', () => {
    expect(BLOCKED_ADDRESSES).toHaveLength(5)
    expect(isBlockedAddress('0x7f367cc41522ce07553e823bf3be79a889debe1b')).toBe(true)
    expect(isBlockedAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
    expect(isBlockedAddress(undefined)).toBe(false)
  })
})
