import * as ethersAddress from '@ethersproject/address'
import { BigNumber as EthersBigNumber } from '@ethersproject/bignumber'
import * as ethersSolidity from '@ethersproject/solidity'
import { ChainId, V2_FACTORY_ADDRESSES as SDK_V2_FACTORIES } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { getAddress, getCreate2Address } from './address'
import { BigNumber } from './bignumber'
import { V2_FACTORY_ADDRESSES } from './sdkCoreAddresses'
import { keccak256, pack } from './solidity'

// The tests import the real ethers v5 packages (the alias applies to the app's build only): each shim must answer as
// the package it stands in for, on the inputs the Uniswap SDKs give it.
const factory = '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f'
const initCodeHash = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'
const tokens = [
  '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
  '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
] as const

describe('ethers shims', () => {
  it('getAddress checksums as ethers does, and both throw on a malformed address', () => {
    for (const address of tokens) expect(getAddress(address)).toBe(ethersAddress.getAddress(address))
    for (const bad of ['0x123', 'not an address', '0xzz9840a85d5aF5bf1D1762F925BDADdC4201F984']) {
      expect(() => ethersAddress.getAddress(bad)).toThrow()
      expect(() => getAddress(bad)).toThrow()
    }
  })

  it('a pair address (pack, keccak256, CREATE2) comes out as with ethers', () => {
    for (const [a, b] of [
      [tokens[0], tokens[1]],
      [tokens[1], tokens[2]],
      [tokens[2], tokens[0]],
    ] as const) {
      const salt = keccak256(['bytes'], [pack(['address', 'address'], [a, b])])
      expect(pack(['address', 'address'], [a, b])).toBe(ethersSolidity.pack(['address', 'address'], [a, b]))
      expect(salt).toBe(ethersSolidity.keccak256(['bytes'], [ethersSolidity.pack(['address', 'address'], [a, b])]))
      expect(getCreate2Address(factory, salt, initCodeHash)).toBe(
        ethersAddress.getCreate2Address(factory, salt, initCodeHash),
      )
    }
    // The mainnet WETH/DAI pair, as a known answer.
    const salt = keccak256(['bytes'], [pack(['address', 'address'], [tokens[1], tokens[0]])])
    expect(getCreate2Address(factory, salt, initCodeHash)).toBe('0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11')
  })

  it('BigNumber compares as ethers BigNumber does', () => {
    const values = [0, 1, 100, '250', 10n ** 30n]
    for (const a of values) {
      for (const b of values) {
        const ours = BigNumber.from(a)
        const theirs = EthersBigNumber.from(a)
        expect([ours.gt(b), ours.gte(b), ours.lt(b), ours.lte(b), ours.eq(b)]).toEqual([
          theirs.gt(b),
          theirs.gte(b),
          theirs.lt(b),
          theirs.lte(b),
          theirs.eq(b),
        ])
      }
      expect(BigNumber.from(a).toString()).toBe(EthersBigNumber.from(a).toString())
      expect(BigNumber.from(a).isZero()).toBe(EthersBigNumber.from(a).isZero())
    }
    expect(BigNumber.isBigNumber(BigNumber.from(1))).toBe(true)
    expect(BigNumber.from(BigNumber.from(7)).toBigInt()).toBe(7n)
  })
})

describe("sdk-core's addresses shim", () => {
  it("holds mainnet's V2 factory as sdk-core's table does, the address the SDK's fallback uses on every other chain", () => {
    expect(V2_FACTORY_ADDRESSES[ChainId.MAINNET]).toBe(SDK_V2_FACTORIES[ChainId.MAINNET])
    expect(Object.keys(V2_FACTORY_ADDRESSES)).toEqual([String(ChainId.MAINNET)])
  })
})
