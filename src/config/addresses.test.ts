import { isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { addressesFor, contractAddresses } from './addresses'
import { networks } from './chains'

describe('contract addresses', () => {
  it('every network has a multicall, and every address is a valid checksummed address', () => {
    for (const { chain } of networks) expect(addressesFor(chain.id)?.multicall, chain.name).toBeDefined()
    for (const addresses of Object.values(contractAddresses)) {
      for (const value of Object.values(addresses)) expect(isAddress(value as string, { strict: true })).toBe(true)
    }
  })
  it('mainnet has the whole protocol; unknown chains have nothing', () => {
    expect(Object.keys(addressesFor(1) ?? {})).toHaveLength(13)
    expect(addressesFor(999)).toBeUndefined()
  })
})
