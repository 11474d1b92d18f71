import { describe, expect, it } from 'vitest'
import { DEFAULT_REWARDS_END, REWARDS_DURATION } from '@/config/staking'
import { formatCountdown, rewardsCountdown } from './countdown'

const END = 2_000_000_000
const BEGIN = END - REWARDS_DURATION

describe('rewardsCountdown', () => {
  it('before the start: rewards begin in the time to the start (60 days before the end)', () => {
    expect(REWARDS_DURATION).toBe(5_184_000)
    expect(rewardsCountdown(BEGIN - 1, END)).toEqual({ phase: 'begins', remaining: 1 })
    expect(rewardsCountdown(BEGIN - 86_400, END)).toEqual({ phase: 'begins', remaining: 86_400 })
  })

  it('at the start and until the end: rewards end in the time to the end', () => {
    expect(rewardsCountdown(BEGIN, END)).toEqual({ phase: 'ends', remaining: REWARDS_DURATION })
    expect(rewardsCountdown(BEGIN + 1, END)).toEqual({ phase: 'ends', remaining: REWARDS_DURATION - 1 })
    expect(rewardsCountdown(END - 1, END)).toEqual({ phase: 'ends', remaining: 1 })
  })

  it('at the end and after: rewards have ended, with no time left to show', () => {
    expect(rewardsCountdown(END, END)).toEqual({ phase: 'ended', remaining: undefined })
    expect(rewardsCountdown(END + 1_000_000, END)).toEqual({ phase: 'ended', remaining: undefined })
  })

  it('an unknown end (0 or missing) falls back to the default end date 1605571200', () => {
    expect(DEFAULT_REWARDS_END).toBe(1_605_571_200)
    expect(rewardsCountdown(DEFAULT_REWARDS_END - 10, 0)).toEqual({ phase: 'ends', remaining: 10 })
    expect(rewardsCountdown(DEFAULT_REWARDS_END - REWARDS_DURATION - 10, undefined)).toEqual({
      phase: 'begins',
      remaining: 10,
    })
    expect(rewardsCountdown(DEFAULT_REWARDS_END, undefined).phase).toBe('ended')
  })
})

describe('formatCountdown', () => {
  it.each([
    [0, '0:00:00:00'],
    [59, '0:00:00:59'],
    [60, '0:00:01:00'],
    [3_599, '0:00:59:59'],
    [3_600, '0:01:00:00'],
    [86_399, '0:23:59:59'],
    [86_400, '1:00:00:00'],
    [90_061, '1:01:01:01'],
    [REWARDS_DURATION, '60:00:00:00'],
    [-5, '0:00:00:00'],
  ])('%s s -> %s', (seconds, text) => expect(formatCountdown(seconds)).toBe(text))
})
