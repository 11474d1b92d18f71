import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import type { NativeCurrency, TokenInfo } from '@/entities/token'
import { wrapType } from './wrapType'

const WETH_ADDRESS: Address = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const ETH: NativeCurrency = { kind: 'native', chainId: 31337, symbol: 'ETH', name: 'Ether', decimals: 18 }
const token = (address: Address, chainId = 31337): TokenInfo => ({
  kind: 'token',
  chainId,
  address,
  decimals: 18,
  symbol: 'T',
  name: 'T',
})
const WETH = token(WETH_ADDRESS)
const DAI = token('0xf7Cd8fa9b94DB2Aa972023b379c7f72c65E4De9D')

describe('wrapType', () => {
  it('wraps ETH into WETH and unwraps WETH into ETH', () => {
    expect(wrapType(ETH, WETH, WETH_ADDRESS)).toBe('wrap')
    expect(wrapType(WETH, ETH, WETH_ADDRESS)).toBe('unwrap')
  })

  it('compares the WETH address case-insensitively', () => {
    expect(wrapType(ETH, token(WETH_ADDRESS.toLowerCase() as Address), WETH_ADDRESS)).toBe('wrap')
    expect(wrapType(WETH, ETH, WETH_ADDRESS.toLowerCase() as Address)).toBe('unwrap')
  })

  it.each([
    ['ETH to a token', ETH, DAI],
    ['a token to ETH', DAI, ETH],
    ['WETH to a token', WETH, DAI],
    ['ETH to ETH', ETH, ETH],
    ['WETH to WETH', WETH, WETH],
    ['ETH to WETH of another chain', ETH, token(WETH_ADDRESS, 1)],
    ['no input', undefined, WETH],
    ['no output', ETH, undefined],
  ])('is none for %s', (_label, input, output) => expect(wrapType(input, output, WETH_ADDRESS)).toBe('none'))

  it('is none when the chain has no WETH', () => {
    expect(wrapType(ETH, WETH, undefined)).toBe('none')
  })
})
