import { describe, expect, it } from 'vitest'
import { shouldCheck } from './shouldCheck'

const NOW = 1_700_000_000_000
const ago = (minutes: number) => NOW - minutes * 60_000
const LAST = 1_000

describe('shouldCheck', () => {
  it('never checks a transaction that has a receipt, checked or not', () => {
    expect(shouldCheck(LAST + 100, { addedTime: ago(1), receipt: { status: 1 } }, NOW)).toBe(false)
    expect(
      shouldCheck(LAST + 100, { addedTime: ago(120), receipt: { status: 0 }, lastCheckedBlockNumber: LAST }, NOW),
    ).toBe(false)
  })

  it.each([0, 1, 4, 5, 30, 60, 61, 10_000])('checks a transaction never checked (age %f min)', (age) => {
    expect(shouldCheck(LAST, { addedTime: ago(age) }, NOW)).toBe(true)
  })

  it('treats block 0 as a real last check', () => {
    expect(shouldCheck(0, { addedTime: ago(1), lastCheckedBlockNumber: 0 }, NOW)).toBe(false)
    expect(shouldCheck(1, { addedTime: ago(1), lastCheckedBlockNumber: 0 }, NOW)).toBe(true)
  })

  it.each([0, -1, -50])('never checks again at %i blocks since the last check', (blocks) => {
    for (const age of [0, 1, 10, 120])
      expect(shouldCheck(LAST + blocks, { addedTime: ago(age), lastCheckedBlockNumber: LAST }, NOW)).toBe(false)
  })

  it.each([
    // [age in minutes, blocks since the last check, expected]
    // under 5 minutes: at least 1 block
    [0, 1, true],
    [1, 1, true],
    [4.99, 1, true],
    [4.999, 2, true],
    // 5 to 60 minutes, both included: at least 3 blocks
    [5, 1, false],
    [5, 2, false],
    [5, 3, true],
    [5.001, 1, false],
    [5.001, 2, false],
    [5.001, 3, true],
    [30, 2, false],
    [30, 3, true],
    [30, 4, true],
    [60, 2, false],
    [60, 3, true],
    // over 60 minutes: at least 10 blocks
    [60.001, 3, false],
    [60.001, 9, false],
    [60.001, 10, true],
    [120, 9, false],
    [120, 10, true],
    [1440, 11, true],
    [1440, 9, false],
  ])('age %f min, %i blocks since the last check -> %s', (age, blocks, expected) => {
    expect(shouldCheck(LAST + blocks, { addedTime: ago(age), lastCheckedBlockNumber: LAST }, NOW)).toBe(expected)
  })

  it('a transaction added "in the future" (clock skew) counts as young', () => {
    expect(shouldCheck(LAST + 1, { addedTime: NOW + 60_000, lastCheckedBlockNumber: LAST }, NOW)).toBe(true)
  })

  it('uses the current time by default', () => {
    expect(shouldCheck(LAST + 1, { addedTime: Date.now(), lastCheckedBlockNumber: LAST })).toBe(true)
    expect(shouldCheck(LAST + 1, { addedTime: Date.now() - 2 * 3_600_000, lastCheckedBlockNumber: LAST })).toBe(false)
  })
})
