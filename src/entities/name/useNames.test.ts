import { toCoinType } from 'viem'
import { describe, expect, it } from 'vitest'
import { coinTypeFor, nameServiceFor } from './useNames'

const MAINNET_REGISTRY = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'

describe('nameServiceFor', () => {
  it('default: a chain with its own registry resolves names there, by their Ethereum address', () => {
    expect(nameServiceFor(1)).toEqual({ chainId: 1, registry: MAINNET_REGISTRY })
  })

  it("behavior: another chain resolves through mainnet's registry, by its own ENSIP-11 coin type", () => {
    expect(nameServiceFor(137)).toEqual({ chainId: 1, registry: MAINNET_REGISTRY, coinType: 0x80000089 })
    expect(nameServiceFor(56)).toEqual({ chainId: 1, registry: MAINNET_REGISTRY, coinType: 2147483704 })
  })

  it('behavior: with no chain in use, mainnet (content hashes of .eth lists; useNameAddress resolves no address then)', () => {
    expect(nameServiceFor(undefined)).toEqual({ chainId: 1, registry: MAINNET_REGISTRY })
  })
})

describe('coinTypeFor', () => {
  it("behavior: agrees with viem's toCoinType on mainnet, small, large and the largest chain ids", () => {
    for (const chainId of [1, 10, 56, 137, 8453, 31337, 11155111, 0x7fffffff])
      expect(BigInt(coinTypeFor(chainId))).toBe(toCoinType(chainId))
  })

  it('error: a chain id with the top bit already set, or not a whole number, has no coin type', () => {
    expect(() => toCoinType(0x80000000)).toThrow()
    expect(() => coinTypeFor(0x80000000)).toThrow(RangeError)
    expect(() => coinTypeFor(-1)).toThrow(RangeError)
    expect(() => coinTypeFor(1.5)).toThrow(RangeError)
  })
})
