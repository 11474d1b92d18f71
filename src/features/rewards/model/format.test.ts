import { describe, expect, it } from 'vitest'
import { formatApr, formatPoolShare, formatRewardAmount } from './format'

const E18 = 10n ** 18n

describe('formatRewardAmount', () => {
  it.each([
    [0n, 18, '0'],
    [1n, 18, '<0.000001'],
    [10n ** 12n - 1n, 18, '<0.000001'],
    [10n ** 12n, 18, '0.000001'],
    [1_234_567n * 10n ** 12n, 18, '1.23456'],
    [583_333_333_333n * 10n ** 12n, 18, '583,333'],
    [1n, 6, '0.000001'],
    [1n, 8, '<0.000001'],
  ])('%s at %s decimals -> %s', (raw, decimals, text) => expect(formatRewardAmount(raw, decimals)).toBe(text))
})

describe('formatPoolShare', () => {
  it('two decimals, grouped', () => {
    expect(formatPoolShare(1n, 4n)).toBe('25.00%')
    expect(formatPoolShare(E18, E18)).toBe('100.00%')
    expect(formatPoolShare(1n, 3n)).toBe('33.33%')
  })

  it("'<0.01%' below 0.01%, exactly 0.01% as such", () => {
    expect(formatPoolShare(1n, 10_001n)).toBe('<0.01%')
    expect(formatPoolShare(1n, 10_000n)).toBe('0.01%')
  })

  it('no stake or no pool: 0.00%', () => {
    expect(formatPoolShare(0n, 10n)).toBe('0.00%')
    expect(formatPoolShare(5n, 0n)).toBe('0.00%')
  })
})

describe('formatApr', () => {
  it('basis points as a percent, grouped; a dash without a route', () => {
    expect(formatApr(3_942_000n)).toBe('39,420.00%')
    expect(formatApr(1234n)).toBe('12.34%')
    expect(formatApr(0n)).toBe('0.00%')
    expect(formatApr(undefined)).toBe('—')
  })
})
