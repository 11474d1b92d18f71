import { describe, expect, it } from 'vitest'
import { formatVotes } from './formatVotes'

const ONE = 10n ** 18n

describe('formatVotes', () => {
  it('default: whole votes of an 18-decimal count, grouped', () => {
    expect(formatVotes(0n)).toBe('0')
    expect(formatVotes(1_234_567n * ONE)).toBe('1,234,567')
    expect(formatVotes(40_000_000n * ONE)).toBe('40,000,000')
  })

  it('behavior: fractions round half up', () => {
    expect(formatVotes(ONE / 2n - 1n)).toBe('0')
    expect(formatVotes(ONE / 2n)).toBe('1')
    expect(formatVotes(2n * ONE + (ONE * 3n) / 4n)).toBe('3')
  })

  it('behavior: beyond a float exact', () => {
    expect(formatVotes(12_345_678_901_234_567_890_123n * ONE)).toBe('12,345,678,901,234,567,890,123')
  })

  it('args: locale', () => {
    expect(formatVotes(1_234_567n * ONE, 'de-DE')).toBe('1.234.567')
  })
})
