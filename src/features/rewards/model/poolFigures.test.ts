import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import type { StakingPool } from '@/config/staking'
import type { PoolStake } from '@/entities/staking'
import { AppError } from '@/lib/errors'
import { ETH_PRICE_OF_WETH, ethPriceFromReserves } from './apr'
import { type PoolEntry, type PoolPricing, arrangePools, poolFigures } from './poolFigures'

const E18 = 10n ** 18n
const NOW = 1_000_000n
const stake = (extra: Partial<PoolStake> = {}): PoolStake => ({
  totalStaked: 10n * E18,
  rewardRate: E18,
  periodFinish: NOW + 100n,
  staked: 0n,
  earned: 0n,
  ...extra,
})
// ETH/DAI: 1000 WETH and 2,000,000 DAI, 100 pool tokens; UNI at 400 per ETH.
const pricing: PoolPricing = {
  reserves: [1000n * E18, 2_000_000n * E18],
  lpSupply: 100n * E18,
  prices: [ETH_PRICE_OF_WETH, ethPriceFromReserves(1000n * E18, 2_000_000n * E18)],
  rewardPrice: ethPriceFromReserves(E18, 400n * E18),
}

describe('poolFigures', () => {
  it('a running pool: rate, the user part, deposits in the pair tokens and in ETH, the APR', () => {
    const figures = poolFigures(stake({ staked: 25n * 10n ** 17n }), pricing, NOW)
    expect(figures).toEqual({
      active: true,
      poolRate: E18,
      userRate: E18 / 4n,
      deposited: [100n * E18, 200_000n * E18],
      depositedEth: 200n * E18,
      aprBasisPoints: 3_942_000n,
    })
  })

  it('after the end: no rate, APR 0, deposits still shown', () => {
    const figures = poolFigures(stake({ periodFinish: NOW, staked: E18 }), pricing, NOW)
    expect(figures.active).toBe(false)
    expect(figures.poolRate).toBe(0n)
    expect(figures.userRate).toBe(0n)
    expect(figures.aprBasisPoints).toBe(0n)
    expect(figures.depositedEth).toBe(200n * E18)
  })

  it('no route for the reward token or a pair side: no APR, no ETH value', () => {
    expect(poolFigures(stake(), { ...pricing, rewardPrice: undefined }, NOW).aprBasisPoints).toBeUndefined()
    const unpriced = poolFigures(stake(), { ...pricing, prices: [ETH_PRICE_OF_WETH, undefined] }, NOW)
    expect(unpriced.depositedEth).toBeUndefined()
    expect(unpriced.aprBasisPoints).toBeUndefined()
    expect(unpriced.deposited).toEqual([100n * E18, 200_000n * E18])
  })
})

const pool = (n: number): StakingPool => {
  const address = `0x${String(n).padStart(40, '0')}` as Address
  return { address, stakingToken: address, tokens: [address, address] }
}
const loaded = (n: number, s: Partial<PoolStake>, depositedEth: bigint | undefined, active = true): PoolEntry => ({
  pool: pool(n),
  status: 'loaded',
  stake: stake(s),
  figures: {
    active,
    poolRate: 0n,
    userRate: 0n,
    deposited: [undefined, undefined],
    depositedEth,
    aprBasisPoints: undefined,
  },
})
const ids = (entries: PoolEntry[]) => entries.map((e) => Number(BigInt(e.pool.address)))

describe('arrangePools', () => {
  it("the user's pools first, then the largest by value in ETH; loading and failed pools after, in order", () => {
    const entries: PoolEntry[] = [
      { pool: pool(1), status: 'error', error: new AppError('STAKING_INFO_FAILED') },
      loaded(2, {}, 5n),
      loaded(3, { staked: 1n }, 1n),
      loaded(4, {}, 50n),
      { pool: pool(5), status: 'loading' },
      loaded(6, { totalStaked: 9n }, undefined),
      loaded(7, { totalStaked: 8n }, undefined),
      loaded(8, { staked: 2n }, 100n),
    ]
    const { current, ended } = arrangePools(entries)
    expect(ids(current)).toEqual([8, 3, 4, 2, 6, 7, 1, 5])
    expect(ended).toEqual([])
  })

  it('ended pools apart, only while they hold a stake or unclaimed rewards', () => {
    const entries = [
      loaded(1, {}, 5n, false),
      loaded(2, { earned: 1n }, 5n, false),
      loaded(3, { staked: 1n }, 1n, false),
      loaded(4, {}, 1n),
    ]
    const { current, ended } = arrangePools(entries)
    expect(ids(current)).toEqual([4])
    expect(ids(ended)).toEqual([3, 2])
  })
})
