import { describe, expect, it } from 'vitest'
import { formatSix, formatTokensPerEth } from './prices'

const E18 = 10n ** 18n
const E6 = 10n ** 6n

describe('formatSix', () => {
  it('default: six significant digits, truncated, grouped', () => {
    expect(formatSix(20_000_123_456n, 6)).toBe('20,000.1')
    expect(formatSix(1_234_567_891n * 10n ** 9n, 18)).toBe('1.23456')
    expect(formatSix(0n, 18)).toBe('0')
  })
})

describe('formatTokensPerEth', () => {
  it('default: tokens per ETH across decimals', () => {
    expect(formatTokensPerEth(20_000n * E6, 10n * E18, 6)).toBe('2,000')
    expect(formatTokensPerEth(95_000n * E6, 50n * E18, 6)).toBe('1,900')
    expect(formatTokensPerEth(2_000_000n * E18, 1_000n * E18, 18)).toBe('2,000')
  })

  it('behavior: six significant digits, truncated', () => {
    // 10,001 / 5.0003 = 2000.0799952...
    expect(formatTokensPerEth(10_001n * E18, 50_003n * 10n ** 14n, 18)).toBe('2,000.07')
    expect(formatTokensPerEth(1n, 3n * E18, 18)).toBe('0')
  })

  it('behavior: an empty side has no price', () => {
    expect(formatTokensPerEth(0n, E18, 18)).toBeUndefined()
    expect(formatTokensPerEth(E18, 0n, 18)).toBeUndefined()
  })
})
