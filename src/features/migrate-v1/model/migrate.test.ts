import { type Address, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  LARGE_PRICE_DIFFERENCE_PERCENT,
  MIGRATION_MIN_FACTOR_BPS,
  migrationAmounts,
  migrationRefused,
  v1PositionValue,
} from './migrate'
import { expectEncodes, expectMatchesArtifact } from '@/test/abiHelpers'

const E18 = 10n ** 18n
const E6 = 10n ** 6n
/** A V1 position of 10 ETH and 20,000 tokens (6 decimals): 2000 tokens per ETH. */
const POSITION = { eth: 10n * E18, token: 20_000n * E6 }
/** A V2 pool at 2100 tokens per ETH. */
const V2 = { eth: 100n * E18, token: 210_000n * E6 }

type Reserves = { eth: bigint; token: bigint }

/** Router02._addLiquidity for the migrator's addLiquidityETH with all the ETH: its deposit, or the revert reason. */
function routerDeposit(
  desired: Reserves,
  mins: { amountTokenMin: bigint; amountETHMin: bigint },
  reserves: Reserves,
): Reserves | string {
  if (reserves.eth === 0n && reserves.token === 0n) return desired
  const ethOptimal = (desired.token * reserves.eth) / reserves.token
  if (ethOptimal <= desired.eth)
    return ethOptimal >= mins.amountETHMin ? { token: desired.token, eth: ethOptimal } : 'INSUFFICIENT_B_AMOUNT'
  const tokenOptimal = (desired.eth * reserves.token) / reserves.eth
  return tokenOptimal >= mins.amountTokenMin ? { token: tokenOptimal, eth: desired.eth } : 'INSUFFICIENT_A_AMOUNT'
}

/** The V2 pool with its price (tokens per ETH) moved by `permille` thousandths. */
const moved = (permille: bigint): Reserves => ({ eth: V2.eth, token: (V2.token * (1000n + permille)) / 1000n })

describe('constants', () => {
  it('spec 9: minimum factor 9950/10000, warning at 5%', () => {
    expect(MIGRATION_MIN_FACTOR_BPS).toBe(9950n)
    expect(LARGE_PRICE_DIFFERENCE_PERCENT).toBe(5)
  })
})

describe('v1PositionValue', () => {
  it('default: the share of each reserve, rounded down', () => {
    expect(v1PositionValue({ liquidity: 3n, totalSupply: 7n, exchangeEth: 10n, exchangeToken: 100n })).toEqual({
      eth: 4n,
      token: 42n,
    })
    expect(
      v1PositionValue({
        liquidity: 25n * E18,
        totalSupply: 100n * E18,
        exchangeEth: 40n * E18,
        exchangeToken: 80_000n * E6,
      }),
    ).toEqual(POSITION)
  })

  it('behavior: no supply is worth nothing', () => {
    expect(v1PositionValue({ liquidity: 0n, totalSupply: 0n, exchangeEth: 10n, exchangeToken: 100n })).toEqual({
      eth: 0n,
      token: 0n,
    })
  })
})

describe('migrationAmounts', () => {
  it('default: each minimum is the other side at the V2 price times 0.995, rounded down once', () => {
    expect(migrationAmounts({ ...POSITION, v2Reserves: V2 })).toEqual({
      // 20,000 tokens / 2100 x 0.995 = 9.476190476190476190476... ETH
      amountETHMin: 9_476_190_476_190_476_190n,
      // 10 ETH x 2100 x 0.995 = 20,895 tokens: not capped at the 20,000 held (the router ignores it at this price)
      amountTokenMin: 20_895_000_000n,
      // 2000 / 2100 - 1 = -4.7619047...%
      priceDifferencePercent: 4.761904,
      largePriceDifference: false,
      firstLiquidityProvider: false,
    })
  })

  it('behavior: the router deposits at the quoted V2 price and within 0.5% of it', () => {
    const mins = migrationAmounts({ ...POSITION, v2Reserves: V2 })
    expect(routerDeposit(POSITION, mins, V2)).toEqual({ token: POSITION.token, eth: 9_523_809_523_809_523_809n })
    expect(routerDeposit(POSITION, mins, moved(4n))).not.toBeTypeOf('string')
    expect(routerDeposit(POSITION, mins, moved(6n))).toBe('INSUFFICIENT_B_AMOUNT')
  })

  it('behavior: a V2 price moved past the V1 ratio reverts, where capped minimums would let it through', () => {
    const mins = migrationAmounts({ ...POSITION, v2Reserves: V2 })
    // 2100 -> 1995 tokens per ETH: the ETH now decides, and 10 ETH buy 19,950 tokens.
    const past = moved(-50n)
    expect(routerDeposit(POSITION, mins, past)).toBe('INSUFFICIENT_A_AMOUNT')
    const capped = { ...mins, amountTokenMin: (POSITION.token * MIGRATION_MIN_FACTOR_BPS) / 10_000n }
    expect(routerDeposit(POSITION, capped, past)).toEqual({ token: 19_950_000_000n, eth: POSITION.eth })
  })

  it('behavior: the first liquidity provider keeps the V1 ratio, minimums 0.995 of each amount', () => {
    const first = {
      amountTokenMin: 19_900_000_000n,
      amountETHMin: 9_950_000_000_000_000_000n,
      largePriceDifference: false,
      firstLiquidityProvider: true,
    }
    expect(migrationAmounts(POSITION)).toEqual(first)
    expect(migrationAmounts({ ...POSITION, v2Reserves: { eth: 0n, token: 0n } })).toEqual(first)
    expect(migrationAmounts({ ...POSITION, v2Reserves: { eth: 0n, token: 1n } })).toEqual(first)
    expect(migrationAmounts({ ...POSITION, v2Reserves: { eth: 1n, token: 0n } })).toEqual(first)
    expect(routerDeposit(POSITION, first, { eth: 0n, token: 0n })).toEqual(POSITION)
    // A pair created just before at 2100 tokens per ETH takes too little ETH; at 2005 it is within 0.5%.
    expect(routerDeposit(POSITION, first, { eth: E18, token: 2100n * E6 })).toBe('INSUFFICIENT_B_AMOUNT')
    expect(routerDeposit(POSITION, first, { eth: E18, token: 2005n * E6 })).not.toBeTypeOf('string')
  })

  it('args: the 5% boundary, compared exactly, in both directions', () => {
    const at = (token: bigint) => migrationAmounts({ eth: 10_000n, token, v2Reserves: { eth: 1000n, token: 1000n } })
    expect([at(10_500n).priceDifferencePercent, at(10_500n).largePriceDifference]).toEqual([5, true])
    expect([at(10_499n).priceDifferencePercent, at(10_499n).largePriceDifference]).toEqual([4.99, false])
    expect([at(9_500n).priceDifferencePercent, at(9_500n).largePriceDifference]).toEqual([5, true])
    expect([at(9_501n).priceDifferencePercent, at(9_501n).largePriceDifference]).toEqual([4.99, false])
    expect([at(10_000n).priceDifferencePercent, at(10_000n).largePriceDifference]).toEqual([0, false])
    expect(at(20_000n).priceDifferencePercent).toBe(100)
  })

  it('behavior: an empty side has no V1 price', () => {
    const result = migrationAmounts({ eth: 0n, token: 20_000n * E6, v2Reserves: V2 })
    expect(result.priceDifferencePercent).toBeUndefined()
    expect(result.largePriceDifference).toBe(false)
    expect(result.amountETHMin).toBe(9_476_190_476_190_476_190n)
  })

  it('the migrate call encodes with the official migrator', () => {
    const migratorAbi = parseAbi([
      'function migrate(address token, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline)',
    ])
    expectMatchesArtifact(migratorAbi, '@uniswap/v2-periphery/build/UniswapV2Migrator.json')
    const { amountTokenMin, amountETHMin } = migrationAmounts({ ...POSITION, v2Reserves: V2 })
    const token: Address = '0x0000000000000000000000000000000000000002'
    expectEncodes(migratorAbi, {
      methodName: 'migrate',
      args: [token, amountTokenMin, amountETHMin, '0x000000000000000000000000000000000000bEEF', 1_700_001_200n],
    })
  })
})

describe('migrationRefused', () => {
  const WETH: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
  it('the wrapped native token only, whatever the case', () => {
    expect(migrationRefused(WETH, WETH)).toBe(true)
    expect(migrationRefused('0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2', WETH)).toBe(true)
    expect(migrationRefused('0x6B175474E89094C44Da98b954EedeAC495271d0F', WETH)).toBe(false)
  })
})
