import { describe, expect, it } from 'vitest'
import { DEFAULT_DEADLINE_SECONDS, isValidDeadline, parseDeadlineMinutes } from './deadline'

describe('parseDeadlineMinutes', () => {
  it.each([
    ['20', 1200],
    ['1', 60],
    [' 30 ', 1800],
    ['007', 420],
    ['1440', 86_400],
  ])('%s minutes -> %i seconds', (text, seconds) => expect(parseDeadlineMinutes(text)).toBe(seconds))

  it.each(['0', '00', '-5', '1.5', '1,5', 'ten', '', ' ', '1e3', '0x10', '+1', '9'.repeat(20)])('%s is invalid', (text) => {
    expect(parseDeadlineMinutes(text)).toBeNull()
  })
})

describe('isValidDeadline', () => {
  it('takes positive whole seconds', () => {
    expect(isValidDeadline(DEFAULT_DEADLINE_SECONDS)).toBe(true)
    expect(isValidDeadline(1)).toBe(true)
    for (const bad of [0, -60, 1.5, Number.NaN]) expect(isValidDeadline(bad)).toBe(false)
  })
})
