import { CurrencyAmount, Ether, Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { NativeSdkCurrency, toSdkCurrency, toSdkToken } from './sdkCurrency'
import type { NativeCurrency, TokenInfo } from './types'

const DEVNET = 31337
const token = (fields: Partial<TokenInfo> = {}): TokenInfo => ({
  kind: 'token',
  chainId: DEVNET,
  address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  decimals: 18,
  symbol: 'WETH',
  name: 'Wrapped Ether',
  ...fields,
})
const WETH = token()
const DAI = token({ address: '0xf7Cd8fa9b94DB2Aa972023b379c7f72c65E4De9D', symbol: 'DAI', name: 'Dai Stablecoin' })
const native = (chainId = DEVNET, symbol = 'ETH'): NativeCurrency => ({
  kind: 'native',
  chainId,
  symbol,
  name: 'Ether',
  decimals: 18,
})

describe('NativeSdkCurrency', () => {
  it('is a native coin of 18 decimals that wraps to the token given, on any chain', () => {
    const wrapped = toSdkToken(WETH)
    const eth = new NativeSdkCurrency(DEVNET, wrapped)
    expect(eth.isNative).toBe(true)
    expect(eth.isToken).toBe(false)
    expect([eth.chainId, eth.decimals, eth.symbol, eth.name]).toEqual([DEVNET, 18, 'ETH', 'Ether'])
    expect(eth.wrapped).toBe(wrapped)
    expect(CurrencyAmount.fromRawAmount(eth, 5).wrapped.currency).toBe(wrapped)
  })

  it('equals any native coin of its chain, not one of another chain nor a token', () => {
    const eth = new NativeSdkCurrency(DEVNET, toSdkToken(WETH), 'BNB', 'BNB')
    expect(eth.equals(new NativeSdkCurrency(DEVNET, toSdkToken(WETH)))).toBe(true)
    expect(eth.equals(new NativeSdkCurrency(5, new Token(5, WETH.address, 18)))).toBe(false)
    expect(eth.equals(toSdkToken(WETH))).toBe(false)
    expect(Ether.onChain(1).equals(new NativeSdkCurrency(1, new Token(1, WETH.address, 18)))).toBe(true)
  })

  it('refuses a wrapped token of another chain', () => {
    expect(() => new NativeSdkCurrency(1, toSdkToken(WETH))).toThrow(
      'Wrapped token of chain 31337 for the native coin of chain 1',
    )
  })
})

describe('toSdkToken', () => {
  it('carries the token data, with a checksummed address', () => {
    const sdk = toSdkToken(
      token({ address: '0xf7cd8fa9b94db2aa972023b379c7f72c65e4de9d', decimals: 6, symbol: 'X', name: 'Ex' }),
    )
    expect([sdk.chainId, sdk.address, sdk.decimals, sdk.symbol, sdk.name]).toEqual([DEVNET, DAI.address, 6, 'X', 'Ex'])
  })

  it('returns one instance per chain and address, whatever the case of the address', () => {
    expect(toSdkToken(DAI)).toBe(toSdkToken({ ...DAI }))
    expect(toSdkToken(DAI)).toBe(toSdkToken({ ...DAI, address: DAI.address.toLowerCase() as TokenInfo['address'] }))
    expect(toSdkToken(DAI)).not.toBe(toSdkToken({ ...DAI, chainId: 1 }))
  })

  it('makes a new instance when the decimals or texts change', () => {
    const before = toSdkToken(token({ address: '0x1111111111111111111111111111111111111111', symbol: 'A' }))
    const after = toSdkToken(token({ address: '0x1111111111111111111111111111111111111111', symbol: 'B' }))
    expect(after).not.toBe(before)
    expect(after.symbol).toBe('B')
    expect(after.equals(before)).toBe(true)
  })
})

describe('toSdkCurrency', () => {
  it('maps a token to its SDK token', () => {
    expect(toSdkCurrency(DAI, WETH)).toBe(toSdkToken(DAI))
  })

  it('maps the native coin to a native currency wrapping WETH, one instance per chain', () => {
    const eth = toSdkCurrency(native(), WETH)
    expect(eth).toBeInstanceOf(NativeSdkCurrency)
    expect(eth.wrapped).toBe(toSdkToken(WETH))
    expect(toSdkCurrency(native(), WETH)).toBe(eth)
    expect(toSdkCurrency(native(DEVNET, 'BNB'), WETH).symbol).toBe('BNB')
  })
})
