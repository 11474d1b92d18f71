import { describe, expect, it } from 'vitest'
import { findImitatedTokens, symbolSkeleton } from './imitation'
import type { TokenInfo } from './types'

const token = (symbol: string, address: `0x${string}`): TokenInfo => ({
  kind: 'token',
  chainId: 1,
  address,
  decimals: 18,
  symbol,
  name: symbol,
})

const USDC = token('USDC', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')
const WETH = token('WETH', '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2')
const FAKE = '0x1111111111111111111111111111111111111111'

describe('symbolSkeleton', () => {
  it.each([
    ['USDC', 'usdc'],
    ['usdc', 'usdc'],
    ['UЅDС', 'usdc'], // Cyrillic Dze and Es
    ['ＵＳＤＣ', 'usdc'], // fullwidth
    ['𝐔𝐒𝐃𝐂', 'usdc'], // mathematical bold
    ['U.S.D.C', 'usdc'],
    ['US DC', 'usdc'],
    ['USD\u200BC', 'usdc'],
    ['\u202EUSDC', 'usdc'],
    ['USD\u0000C', 'usdc'],
    ['WΕΤΗ', 'weth'], // Greek Epsilon, Tau, Eta
    ['wеth', 'weth'], // Cyrillic small ie
    ['ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ', 'abezhikmnoptyx'],
    ['АВЕКМНОРСТХ', 'abekmhopctx'],
    ['аеорсух', 'aeopcyx'],
    ['ον', 'ov'],
  ])('%s -> %s', (symbol, skeleton) => expect(symbolSkeleton(symbol)).toBe(skeleton))

  it('keeps digits as digits (0 is not o, 1 is not l)', () => {
    expect(symbolSkeleton('U5DC0')).toBe('u5dc0')
    expect(symbolSkeleton('USDC0')).not.toBe(symbolSkeleton('USDCO'))
    expect(symbolSkeleton('1INCH')).not.toBe(symbolSkeleton('lINCH'))
  })

  it('keeps letters of other scripts', () => {
    expect(symbolSkeleton('日本円')).toBe('日本円')
  })

  it('is empty for symbols without letters or digits', () => {
    expect(symbolSkeleton('$$$')).toBe('')
    expect(symbolSkeleton('\u200B\u202E')).toBe('')
  })
})

describe('findImitatedTokens', () => {
  it('finds a listed token whose symbol looks the same at another address', () => {
    expect(findImitatedTokens({ address: FAKE, symbol: 'UЅDС' }, [USDC, WETH])).toEqual([USDC])
    expect(findImitatedTokens({ address: FAKE, symbol: 'weth' }, [USDC, WETH])).toEqual([WETH])
  })

  it('ignores the listed token itself, comparing addresses case-insensitively', () => {
    expect(findImitatedTokens({ address: USDC.address.toLowerCase(), symbol: 'USDC' }, [USDC])).toEqual([])
  })

  it('finds nothing for different symbols', () => {
    expect(findImitatedTokens({ address: FAKE, symbol: 'USDT' }, [USDC, WETH])).toEqual([])
    expect(findImitatedTokens({ address: FAKE, symbol: 'USDC0' }, [USDC])).toEqual([])
  })

  it('finds nothing for an empty skeleton, even against another empty one', () => {
    expect(
      findImitatedTokens({ address: FAKE, symbol: '\u200B' }, [
        token('$', '0x2222222222222222222222222222222222222222'),
      ]),
    ).toEqual([])
  })

  it('accepts any iterable', () => {
    expect(findImitatedTokens({ address: FAKE, symbol: 'USDC' }, new Set([USDC, WETH]).values())).toEqual([USDC])
  })
})
