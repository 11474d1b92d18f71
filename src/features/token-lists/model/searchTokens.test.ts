import { describe, expect, it } from 'vitest'
import type { TokenInfo } from '@/entities/token'
import { buildSearchIndex, matchesQuery, pickOnEnter, queryAddress, searchIndexOf, searchTokens } from './searchTokens'

let n = 0
const token = (symbol: string, name: string): TokenInfo => ({
  kind: 'token',
  chainId: 1,
  address: `0x${(++n).toString(16).padStart(40, '0')}` as `0x${string}`,
  decimals: 18,
  symbol,
  name,
})

const dai = token('DAI', 'Dai Stablecoin')
const daix = token('DAIX', 'Super Dai')
const aDai = token('aDAI', 'Aave interest bearing DAI')
const usdc = token('USDC', 'USD Coin')
const usdt = token('USDT', 'Tether USD')
const wbtc = token('WBTC', 'Wrapped BTC')
const index = buildSearchIndex([usdt, wbtc, aDai, usdc, daix, dai])
const symbols = (tokens: TokenInfo[]) => tokens.map((t) => t.symbol)

describe('searchTokens', () => {
  it('default: an empty query lists every token in symbol order', () => {
    expect(symbols(searchTokens(index, ''))).toEqual(['aDAI', 'DAI', 'DAIX', 'USDC', 'USDT', 'WBTC'])
    expect(searchTokens(index, '   ')).toHaveLength(6)
  })

  it('behavior: exact symbol matches first, then symbol prefixes, then the rest', () => {
    // 'dai' is the exact symbol of DAI, a prefix of DAIX, and a suffix of the word aDAI / a word of the names.
    expect(symbols(searchTokens(index, 'dai'))).toEqual(['DAI', 'DAIX', 'aDAI'])
    expect(symbols(searchTokens(index, 'DAI'))).toEqual(['DAI', 'DAIX', 'aDAI'])
  })

  it('behavior: matches word prefixes and suffixes of symbol or name, not infixes', () => {
    expect(symbols(searchTokens(index, 'usd'))).toEqual(['USDC', 'USDT'])
    expect(symbols(searchTokens(index, 'coin'))).toEqual(['DAI', 'USDC'])
    expect(symbols(searchTokens(index, 'rapp'))).toEqual([])
    expect(symbols(searchTokens(index, 'btc'))).toEqual(['WBTC'])
  })

  it('behavior: several words must all match one text, and keep symbol order', () => {
    expect(symbols(searchTokens(index, 'usd coin'))).toEqual(['USDC'])
    expect(symbols(searchTokens(index, 'tether usd'))).toEqual(['USDT'])
    expect(symbols(searchTokens(index, 'dai coin'))).toEqual(['DAI'])
  })

  it('behavior: an address filters exactly, in any case', () => {
    expect(searchTokens(index, usdc.address)).toEqual([usdc])
    expect(searchTokens(index, ` ${usdc.address.toUpperCase().replace('0X', '0x')} `)).toEqual([usdc])
    expect(searchTokens(index, `0x${'f'.repeat(40)}`)).toEqual([])
  })

  it('behavior: searches what is displayed (zero-width characters stripped)', () => {
    const sneaky = token('U\u200bSD\u200dC', 'Sneaky')
    expect(symbols(searchTokens(buildSearchIndex([sneaky]), 'usdc'))).toEqual([sneaky.symbol])
  })

  it('behavior: the index of a map is built once', () => {
    const map = new Map([[dai.address.toLowerCase(), dai]])
    expect(searchIndexOf(map)).toBe(searchIndexOf(map))
  })
})

describe('matchesQuery', () => {
  it('needs every query word', () => {
    expect(matchesQuery(['wrapped', 'btc'], ['wra', 'tc'])).toBe(true)
    expect(matchesQuery(['wrapped', 'btc'], ['wra', 'x'])).toBe(false)
  })
})

describe('queryAddress', () => {
  it('checksums a 40-hex address and refuses the rest', () => {
    expect(queryAddress('0x6b175474e89094c44da98b954eedeac495271d0f')).toBe(
      '0x6B175474E89094C44Da98b954EedeAC495271d0F',
    )
    expect(queryAddress('0x6b17')).toBeUndefined()
    expect(queryAddress('dai')).toBeUndefined()
  })
})

describe('pickOnEnter', () => {
  it("picks the native coin for 'eth'", () => expect(pickOnEnter(' ETH ', [dai])).toBe('native'))
  it('picks the first result when its symbol equals the query', () =>
    expect(pickOnEnter('dai', searchTokens(index, 'dai'))).toBe(dai))
  it('picks the only result', () => expect(pickOnEnter('tether', searchTokens(index, 'tether'))).toBe(usdt))
  it('picks nothing when the first of several results is not an exact match', () =>
    expect(pickOnEnter('usd', searchTokens(index, 'usd'))).toBeUndefined())
  it('picks nothing without results', () => expect(pickOnEnter('zzz', [])).toBeUndefined())
})
