import { describe, expect, it } from 'vitest'
import { DEFAULT_DEADLINE_SECONDS, MAX_DEADLINE_MINUTES, isValidDeadline, parseDeadlineMinutes } from './deadline'

describe('parseDeadlineMinutes', () => {
  it.each([
    ['20', 1200],
    ['1', 60],
    [' 30 ', 1800],
    ['007', 420],
    ['1440', 86_400],
    ['4320', 259_200],
  ])('%s minutes -> %i seconds', (text, seconds) => expect(parseDeadlineMinutes(text)).toBe(seconds))

  it.each(['0', '00', '-5', '1.5', '1,5', 'ten', '', ' ', '1e3', '0x10', '+1', '4321', '10000', '9'.repeat(20)])(
    '%s is invalid',
    (text) => {
      expect(parseDeadlineMinutes(text)).toBeNull()
    },
  )
})

describe('isValidDeadline', () => {
  it('takes whole seconds from 1 minute to 4320 minutes, the range the UI allows', () => {
    expect(MAX_DEADLINE_MINUTES).toBe(4320)
    for (const good of [DEFAULT_DEADLINE_SECONDS, 60, 61, 259_200]) expect(isValidDeadline(good)).toBe(true)
    for (const bad of [0, 1, 59, 259_201, -60, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(isValidDeadline(bad)).toBe(false)
  })
})
