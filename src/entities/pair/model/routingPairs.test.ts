import { getAddress, getContractAddress, keccak256, encodePacked } from 'viem'
import { describe, expect, it } from 'vitest'
import { type PairToken, candidatePairs, pairAddresses, pairsToRead, routingBaseTokens } from './routingPairs'

interface Named extends PairToken {
  symbol: string
}
const token = (n: number, symbol: string, chainId = 1): Named => ({
  chainId,
  address: getAddress(`0x${n.toString(16).padStart(40, '0')}`),
  symbol,
})
const [A, B, C, D, W, U] = [
  token(1, 'T1'),
  token(2, 'T2'),
  token(3, 'T3'),
  token(4, 'T4'),
  token(0xee, 'WETH'),
  token(0xdd, 'USDC'),
]
const names = (pairs: [Named, Named][]) => pairs.map(([a, b]) => `${a.symbol}-${b.symbol}`)

describe('candidatePairs', () => {
  it('is empty unless both tokens are known', () => {
    expect(candidatePairs(undefined, B, [W])).toEqual([])
    expect(candidatePairs(A, undefined, [W])).toEqual([])
  })

  it('pairs the tokens together, each with the bases, and the bases with each other', () => {
    expect(names(candidatePairs(A, B, [W, U]))).toEqual([
      'T1-T2',
      'T1-WETH',
      'T1-USDC',
      'T2-WETH',
      'T2-USDC',
      'WETH-USDC',
    ])
    expect(names(candidatePairs(A, B, []))).toEqual(['T1-T2'])
  })

  it('never pairs a token with itself, nor twice in either order, whatever the case of its address', () => {
    expect(names(candidatePairs(W, B, [W, U]))).toEqual(['WETH-T2', 'WETH-USDC', 'T2-USDC'])
    expect(names(candidatePairs(A, A, [W]))).toEqual(['T1-WETH'])
    const lower = { ...U, address: U.address.toLowerCase(), symbol: 'usdc' }
    expect(names(candidatePairs(A, lower, [W, U]))).toEqual(['T1-usdc', 'T1-WETH', 'usdc-WETH'])
    const pairs = candidatePairs(A, B, [W, U, C, D])
    const keys = pairs.map(([a, b]) => [a.address, b.address].sort().join())
    expect(new Set(keys).size).toBe(pairs.length)
    expect(pairs).toHaveLength(1 + 4 + 4 + 6)
  })

  it('leaves out a base of another chain', () => {
    const elsewhere = token(0xcc, 'DAI', 5)
    expect(names(candidatePairs(A, B, [W, elsewhere]))).toEqual(['T1-T2', 'T1-WETH', 'T2-WETH'])
  })
})

describe('routingBaseTokens', () => {
  const MAINNET_WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
  const MAINNET_USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

  it("gives the bases the token map knows, in the bases' order, found by lower-case address", () => {
    const tokens = new Map([
      [MAINNET_USDC.toLowerCase(), 'USDC'],
      [MAINNET_WETH.toLowerCase(), 'WETH'],
    ])
    expect(routingBaseTokens(1, tokens)).toEqual(['WETH', 'USDC'])
    expect(routingBaseTokens(1, new Map())).toEqual([])
    expect(routingBaseTokens(undefined, tokens)).toEqual([])
  })
})

describe('pairAddresses and pairsToRead', () => {
  const factory = getAddress('0x5c69bee701ef814a2b6a3edd4b1652cb9cc5aa6f')
  const initCodeHash = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'
  // The pair address as the factory's CREATE2 makes it, computed here on its own.
  const create2 = (x: PairToken, y: PairToken) => {
    const [t0, t1] = [x.address, y.address].sort((p, q) => (BigInt(p) < BigInt(q) ? -1 : 1)) as [
      `0x${string}`,
      `0x${string}`,
    ]
    return getContractAddress({
      opcode: 'CREATE2',
      from: factory,
      salt: keccak256(encodePacked(['address', 'address'], [t0, t1])),
      bytecodeHash: initCodeHash,
    })
  }

  it('gives each pair its CREATE2 address, undefined for a pair that cannot be, and reads each pair once in order', () => {
    const addresses = pairAddresses(factory, initCodeHash, [
      [A, B],
      [B, A],
      [A, A],
      [A, undefined],
      [A, token(2, 'T2', 5)],
      [W, U],
    ])
    expect(addresses).toEqual([create2(A, B), create2(A, B), undefined, undefined, undefined, create2(W, U)])
    expect(pairsToRead(addresses)).toEqual([create2(A, B), create2(W, U)])
    expect(pairAddresses(undefined, initCodeHash, [[A, B]])).toEqual([undefined])
  })
})
