import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { addressesFor } from '@/config/addresses'
import { knownContract } from './knownContract'

const mainnet = addressesFor(1)!

describe('knownContract', () => {
  it('default: the protocol contracts of the chain, whatever the case of the address', () => {
    expect(knownContract(1, mainnet.timelock!)).toEqual({ kind: 'timelock' })
    expect(knownContract(1, mainnet.governor!.toLowerCase() as `0x${string}`)).toEqual({ kind: 'governor' })
    expect(knownContract(1, mainnet.v2Router!)).toEqual({ kind: 'router' })
    expect(knownContract(1, mainnet.uni!)).toEqual({ kind: 'uni' })
    expect(knownContract(1, mainnet.stakingRewardsFactory!)).toEqual({ kind: 'stakingRewardsFactory' })
  })

  it('behavior: an address that is none of them, or a chain without them, is unknown', () => {
    expect(knownContract(1, getAddress('0x000000000000000000000000000000000000dead'))).toBeUndefined()
    expect(knownContract(137, mainnet.uni!)).toBeUndefined()
    expect(knownContract(undefined, mainnet.uni!)).toBeUndefined()
  })
})
