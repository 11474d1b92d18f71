import { describe, expect, it } from 'vitest'
import { type ContractAddresses, addressesFor, pairInitCodeHashFor } from '@/config/addresses'
import { networks } from '@/config/chains'
import { type ChainFeatures, chainFeatures, featuresOf } from './chainFeatures'

const none: ChainFeatures = {
  exchange: false,
  migrate: false,
  rewards: false,
  governance: false,
  claim: false,
  ucash: false,
}
const exchangeOnly: ChainFeatures = { ...none, exchange: true }
const all: ChainFeatures = { exchange: true, migrate: true, rewards: true, governance: true, claim: true, ucash: true }

describe('chainFeatures', () => {
  it.each([
    [1, 'Ethereum', all],
    [11155111, 'Sepolia', exchangeOnly],
    [3, 'Ropsten (retired)', none],
    [4, 'Rinkeby (retired)', none],
    [5, 'Görli (retired)', none],
    [42, 'Kovan (retired)', none],
    [56, 'BNB Chain', exchangeOnly],
    [137, 'Polygon', exchangeOnly],
    [30, 'RSK', none],
    [31, 'RSK Testnet', none],
    [97, 'BNB Chain Testnet', none],
    [100, 'xDai', none],
    [999, 'an unknown chain', none],
  ])('chain %i (%s)', (chainId, _name, expected) => {
    expect(chainFeatures(chainId)).toEqual(expected)
  })

  it('no chain: nothing', () => {
    expect(chainFeatures(undefined)).toEqual(none)
  })

  it('covers every network of the app', () => {
    for (const { chain } of networks) expect(() => chainFeatures(chain.id)).not.toThrow()
  })

  it('the official V2 deployments share the pair init-code hash; networks without one have none', () => {
    for (const chainId of [1, 11155111, 56, 137])
      expect(pairInitCodeHashFor(chainId)).toBe('0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f')
    for (const chainId of [3, 4, 5, 42, 30, 31, 97, 100, 999]) expect(pairInitCodeHashFor(chainId)).toBeUndefined()
  })
})

describe('featuresOf', () => {
  const multicall = '0xcA11bde05977b3631167028862bE2a173976CA11'
  const hash = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'
  const mainnet = addressesFor(1)!
  const exchange: ContractAddresses = {
    multicall,
    weth: mainnet.weth!,
    v2Factory: mainnet.v2Factory!,
    v2Router: mainnet.v2Router!,
  }

  it.each<[string, ContractAddresses | undefined, `0x${string}` | undefined, ChainFeatures]>([
    ['no contracts', undefined, undefined, none],
    ['a multicall only', { multicall }, undefined, none],
    ['router, factory, WETH and the hash', exchange, hash, exchangeOnly],
    ['the exchange without the init-code hash', exchange, undefined, none],
    ['the exchange without WETH', { ...exchange, weth: undefined }, hash, none],
    ['the exchange without the router', { ...exchange, v2Router: undefined }, hash, none],
    ['the exchange without the factory', { ...exchange, v2Factory: undefined }, hash, none],
    [
      'V1 and the migrator without the exchange',
      { multicall, v1Factory: mainnet.v1Factory!, migrator: mainnet.migrator! },
      undefined,
      none,
    ],
    [
      'the exchange, V1 and the migrator',
      { ...exchange, v1Factory: mainnet.v1Factory!, migrator: mainnet.migrator! },
      hash,
      { ...exchangeOnly, migrate: true },
    ],
    ['UNI alone', { multicall, uni: mainnet.uni! }, undefined, { ...none, ucash: true }],
    [
      'staking rewards without UNI',
      { multicall, stakingRewardsFactory: mainnet.stakingRewardsFactory! },
      undefined,
      none,
    ],
    [
      'staking rewards and UNI',
      { multicall, stakingRewardsFactory: mainnet.stakingRewardsFactory!, uni: mainnet.uni! },
      undefined,
      { ...none, rewards: true, ucash: true },
    ],
    ['the governor without UNI', { multicall, governor: mainnet.governor! }, undefined, none],
    [
      'the governor and UNI',
      { multicall, governor: mainnet.governor!, uni: mainnet.uni! },
      undefined,
      { ...none, governance: true, ucash: true },
    ],
    [
      'the distributor',
      { multicall, merkleDistributor: mainnet.merkleDistributor! },
      undefined,
      { ...none, claim: true },
    ],
    ['mainnet', mainnet, hash, all],
  ])('%s', (_name, contracts, initCodeHash, expected) => {
    expect(featuresOf(contracts, initCodeHash)).toEqual(expected)
  })
})
