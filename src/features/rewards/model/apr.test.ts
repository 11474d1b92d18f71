import { describe, expect, it } from 'vitest'
import { ETH_PRICE_OF_WETH, estimateAprBasisPoints, ethPriceFromReserves, pairValueInEth, shareOf } from './apr'

const E18 = 10n ** 18n
const E6 = 10n ** 6n

describe('prices and values in ETH', () => {
  it('a price needs both reserves', () => {
    expect(ethPriceFromReserves(1000n * E18, 2_000_000n * E18)).toEqual({ eth: 1000n * E18, token: 2_000_000n * E18 })
    expect(ethPriceFromReserves(0n, 5n)).toBeUndefined()
    expect(ethPriceFromReserves(5n, undefined)).toBeUndefined()
  })

  it('an ETH pair is worth twice its ETH side', () => {
    // 1000 WETH and 2,000,000 DAI; DAI priced by the same pair.
    const dai = ethPriceFromReserves(1000n * E18, 2_000_000n * E18)
    expect(pairValueInEth([1000n * E18, 2_000_000n * E18], [ETH_PRICE_OF_WETH, dai])).toBe(2000n * E18)
  })

  it('a pair without ETH prices each side through its own ETH pair, decimals included', () => {
    // 1,000,000 DAI (18 decimals) and 1,000,000 USDC (6 decimals), each at 2000 per ETH: 500 + 500 ETH.
    const dai = ethPriceFromReserves(1000n * E18, 2_000_000n * E18)
    const usdc = ethPriceFromReserves(1000n * E18, 2_000_000n * E6)
    expect(pairValueInEth([1_000_000n * E18, 1_000_000n * E6], [dai, usdc])).toBe(1000n * E18)
  })

  it('no value when a side has no route', () => {
    expect(pairValueInEth([1n, 1n], [ETH_PRICE_OF_WETH, undefined])).toBeUndefined()
  })

  it('a share of a value by pool tokens; none of an empty supply', () => {
    expect(shareOf(2000n * E18, 10n * E18, 100n * E18)).toBe(200n * E18)
    expect(shareOf(2000n * E18, 10n, 0n)).toBeUndefined()
  })
})

describe('estimateAprBasisPoints', () => {
  // Worked by hand: 1 UNI a second; UNI at 400 per ETH (0.0025 ETH); 10 of 100 pool tokens of a pair worth 2000 ETH
  // are staked, so 200 ETH. A year pays 31,536,000 UNI = 78,840 ETH; 78,840 / 200 = 394.2 = 39,420% = 3,942,000 bp.
  const rewardPrice = ethPriceFromReserves(1n * E18, 400n * E18)
  const stakedValueEth = shareOf(2000n * E18, 10n * E18, 100n * E18)

  it('a year of rewards in ETH over the value staked in ETH', () => {
    expect(estimateAprBasisPoints({ rewardRate: E18, active: true, rewardPrice, stakedValueEth })).toBe(3_942_000n)
  })

  it('reads 0 after the end, route or not', () => {
    expect(estimateAprBasisPoints({ rewardRate: E18, active: false, rewardPrice, stakedValueEth })).toBe(0n)
    expect(
      estimateAprBasisPoints({ rewardRate: E18, active: false, rewardPrice: undefined, stakedValueEth: undefined }),
    ).toBe(0n)
  })

  it('unknown without a price route for the reward or the stake, or with nothing staked', () => {
    expect(
      estimateAprBasisPoints({ rewardRate: E18, active: true, rewardPrice: undefined, stakedValueEth }),
    ).toBeUndefined()
    expect(
      estimateAprBasisPoints({ rewardRate: E18, active: true, rewardPrice, stakedValueEth: undefined }),
    ).toBeUndefined()
    expect(estimateAprBasisPoints({ rewardRate: E18, active: true, rewardPrice, stakedValueEth: 0n })).toBeUndefined()
  })
})
