import { afterEach, describe, expect, it, vi } from 'vitest'
import { ETH, testToken } from '@/test/sdkFixtures'
import { tryParseAmount } from './parseAmount'

const USDC = testToken(1, 6, 'USDC')
const NO_DECIMALS = testToken(2, 0, 'ND')
const raw = (value: string, currency = ETH.wrapped) => tryParseAmount(value, currency)?.quotient.toString()

afterEach(() => vi.restoreAllMocks())

describe('tryParseAmount', () => {
  it.each([
    ['1', '1000000000000000000'],
    ['1.', '1000000000000000000'],
    ['.5', '500000000000000000'],
    ['0.5', '500000000000000000'],
    ['007.25', '7250000000000000000'],
    ['0.000000000000000001', '1'],
    ['1.000000000000000000', '1000000000000000000'],
  ])('parses %s', (value, expected) => expect(raw(value)).toBe(expected))

  it('keeps the currency, native or token', () => {
    expect(tryParseAmount('2', ETH)?.currency).toBe(ETH)
    expect(tryParseAmount('2.5', USDC)?.quotient.toString()).toBe('2500000')
    expect(tryParseAmount('2.5', USDC)?.currency).toBe(USDC)
    expect(tryParseAmount('7', NO_DECIMALS)?.quotient.toString()).toBe('7')
  })

  it.each([[undefined], [''], ['0'], ['.'], ['0.'], ['.0'], ['0.000'], ['000']])(
    'gives undefined for %s, silently',
    (value) => {
      const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined)
      expect(tryParseAmount(value, ETH)).toBeUndefined()
      expect(debug).not.toHaveBeenCalled()
    },
  )

  it('gives undefined without a currency', () => {
    expect(tryParseAmount('1', undefined)).toBeUndefined()
  })

  it('refuses more fraction digits than the currency has', () => {
    expect(raw('1.0000001', USDC)).toBeUndefined()
    expect(raw('1.000001', USDC)).toBe('1000001')
    expect(raw('1.5', NO_DECIMALS)).toBeUndefined()
    expect(raw('1.', NO_DECIMALS)).toBe('1')
    expect(raw('0.0000000000000000001')).toBeUndefined()
  })

  it('refuses amounts above 2^256-1', () => {
    const max = (2n ** 256n - 1n).toString()
    expect(raw(max, NO_DECIMALS)).toBe(max)
    expect(raw((2n ** 256n).toString(), NO_DECIMALS)).toBeUndefined()
    expect(raw('1'.repeat(79))).toBeUndefined()
  })

  it.each(['abc', '1,5', '1.2.3', '-1', '1e18', ' 1', '0x10', 'Infinity', 'NaN', '１'])(
    'logs and gives undefined for %s',
    (value) => {
      const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined)
      expect(tryParseAmount(value, ETH)).toBeUndefined()
      expect(debug).toHaveBeenCalledWith(`Failed to parse input amount: "${value}"`)
    },
  )
})
