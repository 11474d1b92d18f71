import { describe, expect, it } from 'vitest'
import {
  SLIPPAGE_PRESETS_BPS,
  assertAllowedSlippage,
  assertSlippage,
  isAllowedSlippage,
  parseSlippageInput,
  slippageWarning,
} from './slippage'

describe('assertSlippage', () => {
  it.each([0, 1, 50, 5000, 10_000])('accepts %i basis points', (bps) => expect(assertSlippage(bps)).toBe(bps))
  it.each([-1, 10_001, 0.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %d', (bps) => {
    expect(() => assertSlippage(bps)).toThrow(
      expect.objectContaining({ code: 'UNEXPECTED_SLIPPAGE', shortMessage: 'Unexpected slippage value' }),
    )
  })
})

describe('isAllowedSlippage and assertAllowedSlippage: what the UI lets anyone choose', () => {
  it.each([0, 1, 10, 50, 100, 4999])('allow %i basis points', (bps) => {
    expect(isAllowedSlippage(bps)).toBe(true)
    expect(assertAllowedSlippage(bps)).toBe(bps)
  })
  it.each([5000, 9999, 10_000, 10_001, -1, 0.5, Number.NaN, Number.POSITIVE_INFINITY])('refuse %d', (bps) => {
    expect(isAllowedSlippage(bps)).toBe(false)
    expect(() => assertAllowedSlippage(bps)).toThrow(expect.objectContaining({ code: 'UNEXPECTED_SLIPPAGE' }))
  })
  it('every preset, and the largest custom value the input takes, is allowed', () => {
    for (const preset of SLIPPAGE_PRESETS_BPS) expect(isAllowedSlippage(preset)).toBe(true)
    const largest = parseSlippageInput('49.99')
    expect('bps' in largest && isAllowedSlippage(largest.bps)).toBe(true)
    expect(parseSlippageInput('50')).toEqual({ error: 'Enter a valid slippage percentage' })
  })
})

describe('parseSlippageInput', () => {
  it.each([
    ['0.5', 50],
    ['1', 100],
    ['0.1', 10],
    ['0,1', 10],
    ['.5', 50],
    ['5.', 500],
    [' 2.25 ', 225],
    ['0', 0],
    ['49.99', 4999],
  ])('%s -> %i bps', (text, bps) => expect(parseSlippageInput(text)).toEqual({ bps }))

  it.each(['50', '50.01', '99', '100', 'abc', '-1', '', ' ', '.', '0.001', '1.2.3', '1e2', '0x10', '+1'])(
    '%s is invalid',
    (text) => {
      expect(parseSlippageInput(text)).toEqual({ error: 'Enter a valid slippage percentage' })
    },
  )

  it('presets are 0.1%, 0.5% and 1%', () => expect(SLIPPAGE_PRESETS_BPS).toEqual([10, 50, 100]))
})

describe('slippageWarning', () => {
  it.each([
    [0, 'Your transaction may fail'],
    [10, 'Your transaction may fail'],
    [49, 'Your transaction may fail'],
    [50, null],
    [100, null],
    [500, null],
    [501, 'Your transaction may be frontrun'],
    [4999, 'Your transaction may be frontrun'],
  ])('%i bps -> %s', (bps, warning) => expect(slippageWarning(bps)).toBe(warning))
})
