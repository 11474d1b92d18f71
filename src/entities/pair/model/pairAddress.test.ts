import { Token } from '@uniswap/sdk-core'
import { INIT_CODE_HASH, computePairAddress } from '@uniswap/v2-sdk'
import { type Address, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { computeV2PairAddress, sortTokens } from './pairAddress'

const MAINNET_FACTORY: Address = '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f'
const MAINNET = {
  WETH: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  DAI: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  USDC: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  USDT: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  UNI: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
} as const satisfies Record<string, Address>
const DEVNET = {
  factory: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
  initCodeHash: '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f',
  WETH: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  DAI: '0xf7Cd8fa9b94DB2Aa972023b379c7f72c65E4De9D',
  pair: '0xa28Adfcb670c9F14274DCCb1661a479DE4237195',
} as const

const sdkPairAddress = (a: Address, b: Address) =>
  computePairAddress({ factoryAddress: MAINNET_FACTORY, tokenA: new Token(1, a, 18), tokenB: new Token(1, b, 18) })

describe('sortTokens', () => {
  it('puts the lower address first, comparing case-insensitively', () => {
    expect(sortTokens(MAINNET.WETH, MAINNET.DAI)).toEqual([MAINNET.DAI, MAINNET.WETH])
    expect(sortTokens(MAINNET.DAI, MAINNET.WETH)).toEqual([MAINNET.DAI, MAINNET.WETH])
    // 'a0b8...' sorts after '6b17...' though 'A' < 'a': the comparison ignores case.
    expect(sortTokens(MAINNET.USDC, MAINNET.DAI)).toEqual([MAINNET.DAI, MAINNET.USDC])
    expect(sortTokens(DEVNET.WETH, DEVNET.DAI)).toEqual([DEVNET.WETH, DEVNET.DAI])
  })

  it('throws for identical tokens, whatever the case', () => {
    expect(() => sortTokens(MAINNET.DAI, MAINNET.DAI.toLowerCase() as Address)).toThrow('Identical addresses')
  })
})

describe('computeV2PairAddress', () => {
  it('gives the devnet WETH/DAI pair', () => {
    expect(computeV2PairAddress(DEVNET.factory, DEVNET.initCodeHash, DEVNET.WETH, DEVNET.DAI)).toBe(DEVNET.pair)
    expect(computeV2PairAddress(DEVNET.factory, DEVNET.initCodeHash, DEVNET.DAI, DEVNET.WETH)).toBe(DEVNET.pair)
  })

  it('agrees with the v2-sdk on mainnet pairs, in either order and any case', () => {
    const tokens = Object.values(MAINNET)
    for (const a of tokens) {
      for (const b of tokens) {
        if (a === b) continue
        const expected = sdkPairAddress(a, b)
        expect(computeV2PairAddress(MAINNET_FACTORY, INIT_CODE_HASH, a, b)).toBe(expected)
        expect(
          computeV2PairAddress(MAINNET_FACTORY.toLowerCase() as Address, INIT_CODE_HASH, a.toLowerCase() as Address, b),
        ).toBe(expected)
      }
    }
    expect(computeV2PairAddress(MAINNET_FACTORY, INIT_CODE_HASH, MAINNET.WETH, MAINNET.DAI)).toBe(
      '0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11',
    )
  })

  it('depends on the factory and the init code hash', () => {
    const other = computeV2PairAddress(DEVNET.factory, `0x${'11'.repeat(32)}`, DEVNET.WETH, DEVNET.DAI)
    expect(other).not.toBe(DEVNET.pair)
    expect(computeV2PairAddress(MAINNET_FACTORY, DEVNET.initCodeHash, DEVNET.WETH, DEVNET.DAI)).not.toBe(DEVNET.pair)
    expect(getAddress(other)).toBe(other)
  })

  it('throws for a pair of a token with itself', () => {
    expect(() => computeV2PairAddress(DEVNET.factory, DEVNET.initCodeHash, DEVNET.DAI, DEVNET.DAI)).toThrow(
      'Identical addresses',
    )
  })
})
