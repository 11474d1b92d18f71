import { describe, expect, it } from 'vitest'
import { isActive, perWeek, poolRate, rateForDeposit, shareOfRate } from './rates'

const E18 = 10n ** 18n

describe('rates', () => {
  it('a week of a per-second rate is rate x 604800', () => {
    expect(perWeek(1n)).toBe(604_800n)
    // The devnet's pools: 5,000,000 UNI over 60 days.
    const rate = (5_000_000n * E18) / 5_184_000n
    expect(perWeek(rate) / E18).toBe(583_333n)
  })

  it('a pool is active while its end is after the clock; unknown clock counts as active', () => {
    expect(isActive(100n, 99n)).toBe(true)
    expect(isActive(100n, 100n)).toBe(false)
    expect(isActive(100n, 101n)).toBe(false)
    expect(isActive(100n, undefined)).toBe(true)
  })

  it('pays nothing after the end', () => {
    expect(poolRate(7n, true)).toBe(7n)
    expect(poolRate(7n, false)).toBe(0n)
  })

  it("a stake's share of the rate, nothing without stake", () => {
    expect(shareOfRate(1_000n, 25n, 100n)).toBe(250n)
    expect(shareOfRate(1_000n, 0n, 100n)).toBe(0n)
    expect(shareOfRate(1_000n, 5n, 0n)).toBe(0n)
  })

  it('a deposit earns its share of the rate next to the existing stake', () => {
    // 100 staked, 100 more: half the rate.
    expect(rateForDeposit(1_000n, 100n, 100n)).toBe(500n)
    // An empty pool: all of it.
    expect(rateForDeposit(1_000n, 3n, 0n)).toBe(1_000n)
    expect(rateForDeposit(1_000n, 0n, 100n)).toBe(0n)
  })
})
