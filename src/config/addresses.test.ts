import { ChainId, V2_FACTORY_ADDRESSES, V2_ROUTER_ADDRESSES, WETH9 } from '@uniswap/sdk-core'
import { isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { addressesFor, contractAddresses, pairInitCodeHashFor } from './addresses'
import { PUBLIC_RPC_URLS, isSupportedChain, networks, retiredNetworks } from './chains'

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
  it("Sepolia has Uniswap's V2 deployment there (sdk-core's tables) and mainnet's pair code, nothing more", () => {
    expect(addressesFor(11155111)).toEqual({
      multicall: '0xcA11bde05977b3631167028862bE2a173976CA11',
      v2Factory: '0xF62c03E08ada871A0bEb309762E260a7a6a880E6',
      v2Router: '0xeE567Fe1712Faf6149d80dA1E6934E354124CfE3',
      weth: '0xfFf9976782d46CC05630D1f6eBAb18b2324d6B14',
    })
    // The same as the installed sdk-core's tables (vitest resolves sdk-core whole, not the build's cut-down shim).
    const sepolia = addressesFor(ChainId.SEPOLIA)
    expect(sepolia?.v2Factory).toBe(V2_FACTORY_ADDRESSES[ChainId.SEPOLIA])
    expect(sepolia?.v2Router).toBe(V2_ROUTER_ADDRESSES[ChainId.SEPOLIA])
    expect(sepolia?.weth).toBe(WETH9[ChainId.SEPOLIA]?.address)
    expect(pairInitCodeHashFor(11155111)).toBe(pairInitCodeHashFor(1))
  })
  it('the retired test networks are known by name only: no contracts, not supported', () => {
    for (const { chainId } of retiredNetworks) {
      expect(addressesFor(chainId)).toBeUndefined()
      expect(isSupportedChain(chainId)).toBe(false)
    }
  })
})

describe('public RPC URLs', () => {
  it('every network but the devnet has at least two https URLs, in the order of the table', () => {
    for (const { chain } of networks) {
      if (chain.id === 31337) continue
      const urls = chain.rpcUrls.default.http
      expect(urls, chain.name).toEqual(PUBLIC_RPC_URLS[chain.id])
      expect(urls.length, chain.name).toBeGreaterThanOrEqual(2)
      for (const url of urls) expect(new URL(url).protocol, url).toBe('https:')
    }
  })
})
