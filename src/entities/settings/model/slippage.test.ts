import { describe, expect, it } from 'vitest'
import { assertSlippage, parseDeadlineMinutes, parseSlippageInput, slippageWarning } from './slippage'

describe('slippage', () => {
  it('assertSlippage accepts 0..10000 basis points only', () => {
    expect(assertSlippage(0)).toBe(0)
    expect(assertSlippage(10_000)).toBe(10_000)
    for (const bad of [-1, 10_001, 0.5, Number.NaN]) expect(() => assertSlippage(bad)).toThrow('Unexpected slippage value')
  })
  it.each([
    ['0.5', { bps: 50 }],
    ['1', { bps: 100 }],
    ['0,1', { bps: 10 }],
    ['49.99', { bps: 4999 }],
    ['50', { error: 'Enter a valid slippage percentage' }],
    ['abc', { error: 'Enter a valid slippage percentage' }],
    ['-1', { error: 'Enter a valid slippage percentage' }],
    ['', { error: 'Enter a valid slippage percentage' }],
    ['0.001', { error: 'Enter a valid slippage percentage' }],
  ])('parseSlippageInput(%s)', (text, expected) => expect(parseSlippageInput(text)).toEqual(expected))
  it('warns below 0.5% and above 5%', () => {
    expect(slippageWarning(10)).toBe('Your transaction may fail')
    expect(slippageWarning(50)).toBeNull()
    expect(slippageWarning(500)).toBeNull()
    expect(slippageWarning(501)).toBe('Your transaction may be frontrun')
  })
})

describe('parseDeadlineMinutes', () => {
  it('takes positive whole minutes', () => {
    expect(parseDeadlineMinutes('20')).toBe(1200)
    expect(parseDeadlineMinutes(' 1 ')).toBe(60)
    for (const bad of ['0', '-5', '1.5', 'ten', '']) expect(parseDeadlineMinutes(bad)).toBeNull()
  })
})
