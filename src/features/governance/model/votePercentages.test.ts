import { describe, expect, it } from 'vitest'
import { votePercentages } from './votePercentages'

const uni = (amount: bigint) => amount * 10n ** 18n

describe('votePercentages', () => {
  it('default: each side as a whole-number share of the votes cast', () => {
    expect(votePercentages(uni(3n), uni(1n))).toEqual({ for: 75, against: 25 })
    expect(votePercentages(uni(1n), uni(2n))).toEqual({ for: 33, against: 67 })
    expect(votePercentages(uni(2n), uni(1n))).toEqual({ for: 67, against: 33 })
  })

  it('behavior: no votes give 0 and 0, never NaN', () => {
    expect(votePercentages(0n, 0n)).toEqual({ for: 0, against: 0 })
  })

  it('behavior: one side alone has 100', () => {
    expect(votePercentages(uni(5n), 0n)).toEqual({ for: 100, against: 0 })
    expect(votePercentages(0n, 1n)).toEqual({ for: 0, against: 100 })
  })

  it('behavior: ties round to even, so both still add up to 100 and swapping sides swaps the results', () => {
    // 33.5% / 66.5%
    expect(votePercentages(335n, 665n)).toEqual({ for: 34, against: 66 })
    expect(votePercentages(665n, 335n)).toEqual({ for: 66, against: 34 })
    // 50.5% / 49.5%
    expect(votePercentages(505n, 495n)).toEqual({ for: 50, against: 50 })
    expect(votePercentages(495n, 505n)).toEqual({ for: 50, against: 50 })
  })

  it('behavior: just above or below a half rounds to the nearest', () => {
    expect(votePercentages(33_501n, 66_499n)).toEqual({ for: 34, against: 66 })
    expect(votePercentages(33_499n, 66_501n)).toEqual({ for: 33, against: 67 })
  })

  it('behavior: a tiny share rounds to 0, and the other side to 100', () => {
    expect(votePercentages(1n, uni(1_000n))).toEqual({ for: 0, against: 100 })
  })

  it('behavior: huge totals are exact (beyond a float)', () => {
    const huge = 2n ** 200n
    expect(votePercentages(huge, huge)).toEqual({ for: 50, against: 50 })
    // One wei under 33.5%: a float would see the tie and round it up.
    expect(votePercentages(67n * huge - 1n, 133n * huge + 1n)).toEqual({ for: 33, against: 67 })
    expect(votePercentages(67n * huge + 1n, 133n * huge - 1n)).toEqual({ for: 34, against: 66 })
  })
})
