import { describe, expect, it } from 'vitest'
import {
  isAddress40Hex,
  parseDashPair,
  parseQueryCurrency,
  parseSwapQuery,
  parseThemeParam,
  swapSearchSchema,
} from './params'

const A = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const A_CHECKSUM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('address helpers', () => {
  it('isAddress40Hex', () => {
    expect(isAddress40Hex(A)).toBe(true)
    expect(isAddress40Hex(`${A}0`)).toBe(false)
    expect(isAddress40Hex(A.slice(2))).toBe(false)
    expect(isAddress40Hex('0xZZ9fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe(false)
  })
  it('parseDashPair', () => {
    expect(parseDashPair(`${A}-${B}`)).toEqual([A, B])
    expect(parseDashPair(`${A}-ETH`)).toBeNull()
    expect(parseDashPair(`${A}--${B}`)).toBeNull()
    expect(parseDashPair(A)).toBeNull()
  })
})

describe('parseQueryCurrency', () => {
  it.each([
    [A, A_CHECKSUM],
    ['eth', 'ETH'],
    ['EtH', 'ETH'],
    ['DAI', 'ETH'],
    ['<script>', 'ETH'],
    [undefined, undefined],
  ])('%s -> %s', (value, expected) => expect(parseQueryCurrency(value)).toBe(expected))
})

describe('parseSwapQuery', () => {
  const parse = (query: string) =>
    parseSwapQuery(swapSearchSchema.parse(Object.fromEntries(new URLSearchParams(query))))

  it('reads every parameter', () => {
    expect(
      parse(`inputCurrency=ETH&outputCurrency=${A}&exactAmount=1,5&exactField=OUTPUT&recipient=${B}&use=V1`),
    ).toEqual({
      inputCurrency: 'ETH',
      outputCurrency: A_CHECKSUM,
      typedValue: '1.5',
      independentField: 'OUTPUT',
      recipient: B,
      use: 'v1',
    })
  })
  it('clears the output when both sides are equal', () => {
    expect(
      parse(`inputCurrency=${A}&outputCurrency=${A.toUpperCase().replace('0X', '0x')}`).outputCurrency,
    ).toBeUndefined()
    expect(parse('inputCurrency=eth&outputCurrency=ETH').outputCurrency).toBeUndefined()
  })
  it('falls back on junk and never throws', () => {
    expect(parse('exactAmount=1e18&exactField=sideways&recipient=not%20an%20address&use=v3')).toEqual({
      inputCurrency: undefined,
      outputCurrency: undefined,
      typedValue: '',
      independentField: 'INPUT',
      recipient: null,
      use: 'v2',
    })
    expect(() => swapSearchSchema.parse({ inputCurrency: 42, exactAmount: ['x'], use: { a: 1 } })).not.toThrow()
    expect(parse(`exactAmount=${'9'.repeat(500)}`).typedValue).toBe('')
  })
  it('accepts a name-service recipient and strips whitespace', () => {
    expect(parse('recipient=%20alice.eth%20').recipient).toBe('alice.eth')
  })
})

describe('parseThemeParam', () => {
  it('is case-insensitive and ignores anything else', () => {
    expect(parseThemeParam('DARK')).toBe('dark')
    expect(parseThemeParam('Light')).toBe('light')
    expect(parseThemeParam('blue')).toBeUndefined()
    expect(parseThemeParam(undefined)).toBeUndefined()
  })
})
