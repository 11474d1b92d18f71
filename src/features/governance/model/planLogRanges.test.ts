import { describe, expect, it } from 'vitest'
import { planLogRanges, rangeSize, splitRange } from './planLogRanges'

const r = (fromBlock: bigint, toBlock: bigint) => ({ fromBlock, toBlock })

describe('planLogRanges', () => {
  it('default: consecutive ranges of the size, the last one shorter', () => {
    expect(planLogRanges(100n, 124n, 10n)).toEqual([r(100n, 109n), r(110n, 119n), r(120n, 124n)])
  })

  it('behavior: an exact multiple ends on a full range', () => {
    expect(planLogRanges(0n, 29n, 10n)).toEqual([r(0n, 9n), r(10n, 19n), r(20n, 29n)])
    expect(planLogRanges(0n, 30n, 10n)).toEqual([r(0n, 9n), r(10n, 19n), r(20n, 29n), r(30n, 30n)])
  })

  it('behavior: size 1 gives one range a block', () => {
    expect(planLogRanges(5n, 7n, 1n)).toEqual([r(5n, 5n), r(6n, 6n), r(7n, 7n)])
  })

  it('behavior: a single block, and a size beyond the span, give one range', () => {
    expect(planLogRanges(5n, 5n, 10n)).toEqual([r(5n, 5n)])
    expect(planLogRanges(10_861_678n, 10_861_700n, 5_000n)).toEqual([r(10_861_678n, 10_861_700n)])
  })

  it('behavior: from after to gives no range', () => {
    expect(planLogRanges(11n, 10n, 10n)).toEqual([])
  })

  it('error: a size below 1 is refused', () => {
    expect(() => planLogRanges(0n, 10n, 0n)).toThrow(RangeError)
  })
})

describe('splitRange', () => {
  it('default: two halves covering the range once', () => {
    expect(splitRange(r(0n, 9n))).toEqual([r(0n, 4n), r(5n, 9n)])
    expect(splitRange(r(0n, 10n))).toEqual([r(0n, 5n), r(6n, 10n)])
    expect(splitRange(r(7n, 8n))).toEqual([r(7n, 7n), r(8n, 8n)])
  })

  it('rangeSize counts both ends', () => {
    expect(rangeSize(r(7n, 8n))).toBe(2n)
    expect(rangeSize(r(7n, 7n))).toBe(1n)
  })
})
