import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import type { StakingPool } from '@/config/staking'
import { findPool } from './findPool'

const WETH: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const DAI: Address = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const pools: StakingPool[] = [
  {
    address: '0xa1484C3aa22a66C62b77E0AE78E15258bd0cB711',
    stakingToken: '0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11',
    tokens: [WETH, DAI],
  },
  {
    address: '0x7FBa4B8Dc5E7616e59622806932DBea72537A56b',
    stakingToken: '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc',
    tokens: [WETH, USDC],
  },
]

describe('findPool', () => {
  it("by 'ETH' and an address, in either order and any case", () => {
    expect(findPool(pools, 'ETH', DAI, WETH)).toBe(pools[0])
    expect(findPool(pools, DAI.toLowerCase(), 'eth', WETH)).toBe(pools[0])
    expect(findPool(pools, WETH, USDC, WETH)).toBe(pools[1])
  })

  it('none for a pair without a pool, the same token twice, or junk', () => {
    expect(findPool(pools, DAI, USDC, WETH)).toBeUndefined()
    expect(findPool(pools, 'ETH', 'ETH', WETH)).toBeUndefined()
    expect(findPool(pools, 'ETH', 'nonsense', WETH)).toBeUndefined()
    expect(findPool(pools, 'ETH', DAI, undefined)).toBeUndefined()
  })
})
