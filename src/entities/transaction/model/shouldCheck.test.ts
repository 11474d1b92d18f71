import { describe, expect, it } from 'vitest'
import { shouldCheck } from './shouldCheck'

const NOW = 1_700_000_000_000
const minutesAgo = (m: number) => NOW - m * 60_000

describe('shouldCheck', () => {
  it('never checks a transaction that has a receipt', () => {
    expect(shouldCheck(100, { addedTime: minutesAgo(1), receipt: { status: 1 } }, NOW)).toBe(false)
  })
  it('checks a transaction never checked', () => {
    expect(shouldCheck(100, { addedTime: minutesAgo(120) }, NOW)).toBe(true)
  })
  it('never checks twice in one block', () => {
    expect(shouldCheck(100, { addedTime: minutesAgo(1), lastCheckedBlockNumber: 100 }, NOW)).toBe(false)
  })
  it.each([
    // [age in minutes, blocks since the last check, expected]
    [1, 1, true],
    [4.9, 1, true],
    [5.1, 2, false],
    [5.1, 3, true],
    [59, 2, false],
    [59, 3, true],
    [61, 9, false],
    [61, 10, true],
    [600, 10, true],
  ])('age %f min, %i blocks since the last check -> %s', (age, blocks, expected) => {
    expect(shouldCheck(200 + blocks, { addedTime: minutesAgo(age), lastCheckedBlockNumber: 200 }, NOW)).toBe(expected)
  })
})
