import { describe, expect, it } from 'vitest'
import { lowerBound } from './amountBounds'

describe('lowerBound', () => {
  it('takes the slippage off and rounds down', () => {
    expect(lowerBound(10_000n, 50)).toBe(9_950n)
    expect(lowerBound(1_999n, 50)).toBe(1_989n) // 1989.005
    expect(lowerBound(1n, 1)).toBe(0n)
  })

  it('zero slippage keeps the amount, full slippage leaves nothing', () => {
    expect(lowerBound(123_456_789n, 0)).toBe(123_456_789n)
    expect(lowerBound(123_456_789n, 10_000)).toBe(0n)
  })

  it('error: slippage outside 0 to 10000 whole basis points', () => {
    for (const bps of [-1, 10_001, 0.5])
      expect(() => lowerBound(1n, bps)).toThrow(
        expect.objectContaining({ code: 'UNEXPECTED_SLIPPAGE', details: `slippage ${bps} basis points` }),
      )
  })
})
