import { Percent, Token } from '@uniswap/sdk-core'
import { type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  type AddLiquidityCallParams,
  addLiquidityCall,
  dependentAmount,
  liquidityMinted,
  mintInputError,
  mintPrice,
  noLiquidityFor,
  poolShare,
} from './mint'
import { v2RouterAbi } from '@/abis/v2RouterAbi'
import type { ContractCall } from '@/entities/transaction'
import { CHAIN_ID, ETH, WETH, amount, pair, rawOf, testToken } from '@/test/sdkFixtures'
import { expectEncodes, expectMatchesArtifact } from '@/test/abiHelpers'

const [A, B] = [testToken(1), testToken(2, 6)]
const E18 = 10n ** 18n
const E6 = 10n ** 6n
const AB = pair(A, B, 1000n * E18, 2_000_000n * E6)
const WA = pair(WETH, A, 100n * E18, 1000n * E18)
const ACCOUNT: Address = '0x000000000000000000000000000000000000bEEF'
/** A pool token as the app knows it (the pair's real address), not the SDK's mainnet-derived one. */
const LP = new Token(CHAIN_ID, '0x00000000000000000000000000000000000000AA', 18, 'UNI-V2', 'Uniswap V2')

const ROUTER: Address = '0x00000000000000000000000000000000000000F0'
const routerAbi = v2RouterAbi
/** The call as the router sees it: encoded with the app's router ABI, decoded back. */
const encodes = (call: ContractCall) => expectEncodes(routerAbi, { methodName: call.functionName, args: call.args })

describe('dependentAmount', () => {
  it('default: the other side at the pool price, in the other currency', () => {
    const dependent = dependentAmount(AB, amount(A, (3n * E18) / 2n), B, false)
    expect(dependent?.currency).toBe(B)
    expect(rawOf(dependent!)).toBe(3000n * E6)
    expect(rawOf(dependentAmount(AB, amount(B, 1n), A, false)!)).toBe(5n * 10n ** 8n)
  })

  it('behavior: rounds down', () => {
    const odd = pair(A, B, 3n * E18, 7n * E6)
    expect(rawOf(dependentAmount(odd, amount(A, E18), B, false)!)).toBe(2_333_333n)
  })

  it('behavior: the native coin is quoted through its wrapped token and returned native', () => {
    const tokens = dependentAmount(WA, amount(ETH, E18), A, false)
    expect(tokens?.currency).toBe(A)
    expect(rawOf(tokens!)).toBe(10n * E18)
    const eth = dependentAmount(WA, amount(A, E18), ETH, false)
    expect(eth?.currency.isNative).toBe(true)
    expect(rawOf(eth!)).toBe(E18 / 10n)
  })

  it('behavior: undefined with no liquidity, missing inputs, or a pair of other tokens', () => {
    expect(dependentAmount(AB, amount(A, E18), B, true)).toBeUndefined()
    expect(dependentAmount(undefined, amount(A, E18), B, false)).toBeUndefined()
    expect(dependentAmount(AB, undefined, B, false)).toBeUndefined()
    expect(dependentAmount(AB, amount(A, E18), undefined, false)).toBeUndefined()
    expect(dependentAmount(AB, amount(A, E18), ETH, false)).toBeUndefined()
    expect(dependentAmount(AB, amount(A, E18), A, false)).toBeUndefined()
  })
})

describe('liquidityMinted', () => {
  it('default: the smaller share of the two amounts, times the supply', () => {
    const supply = amount(AB.liquidityToken, E18)
    expect(rawOf(liquidityMinted(AB, supply, amount(A, 10n * E18), amount(B, 20_000n * E6), false)!)).toBe(10n ** 16n)
    // B is over-supplied: A's share (1%) decides.
    expect(rawOf(liquidityMinted(AB, supply, amount(A, 10n * E18), amount(B, 30_000n * E6), false)!)).toBe(10n ** 16n)
    // Rounded down: 1 raw A of 1000e18 reserves with 1e21 supply mints 1.
    expect(
      rawOf(liquidityMinted(AB, amount(AB.liquidityToken, 1000n * E18 + 999n), amount(A, 1n), amount(B, E6), false)!),
    ).toBe(1n)
  })

  it('behavior: with no liquidity, sqrt(a x b) less the 1000 locked', () => {
    const minted = liquidityMinted(undefined, undefined, amount(A, 4n * E18), amount(B, 9n * E6), true)
    expect(rawOf(minted!)).toBe(6n * 10n ** 12n - 1000n)
    // An existing pair with no supply ignores its (empty) reserves the same way.
    const empty = pair(A, B, 0n, 0n)
    expect(rawOf(liquidityMinted(empty, amount(LP, 0n), amount(B, 9n * E6), amount(A, 4n * E18), true)!)).toBe(
      6n * 10n ** 12n - 1000n,
    )
  })

  it('behavior: returned in the total supply token; native amounts are wrapped', () => {
    const minted = liquidityMinted(WA, amount(LP, 50n * E18), amount(ETH, E18), amount(A, 10n * E18), false)
    expect(minted?.currency).toBe(LP)
    expect(rawOf(minted!)).toBe(E18 / 2n)
  })

  it('error: undefined when too little is minted or something is missing', () => {
    expect(liquidityMinted(undefined, undefined, amount(A, 1000n), amount(B, 1000n), true)).toBeUndefined()
    expect(liquidityMinted(AB, amount(LP, E18), amount(A, 1n), amount(B, 1n), false)).toBeUndefined()
    expect(liquidityMinted(AB, undefined, amount(A, E18), amount(B, E6), false)).toBeUndefined()
    expect(liquidityMinted(undefined, amount(LP, E18), amount(A, E18), amount(B, E6), false)).toBeUndefined()
    expect(liquidityMinted(AB, amount(LP, E18), amount(A, E18), undefined, false)).toBeUndefined()
    expect(liquidityMinted(WA, amount(LP, E18), amount(A, E18), amount(B, E6), false)).toBeUndefined()
    expect(liquidityMinted(undefined, undefined, amount(A, E18), amount(A, E18), true)).toBeUndefined()
  })
})

describe('poolShare', () => {
  it('default: minted over the supply after the deposit', () => {
    const share = poolShare(amount(LP, 10n ** 16n), amount(LP, E18), false)
    expect(share?.equalTo(new Percent(1, 101))).toBe(true)
    expect(share?.toFixed(2)).toBe('0.99')
  })

  it('behavior: 100% when creating the pool', () => {
    expect(poolShare(amount(LP, 5n), amount(LP, 0n), true)?.toFixed(2)).toBe('100.00')
    expect(poolShare(undefined, undefined, true)?.equalTo(new Percent(1, 1))).toBe(true)
  })

  it('behavior: undefined while an amount is missing', () => {
    expect(poolShare(undefined, amount(LP, E18), false)).toBeUndefined()
    expect(poolShare(amount(LP, E18), undefined, false)).toBeUndefined()
  })
})

describe('noLiquidityFor', () => {
  it('no pair, no supply, or empty reserves count as no liquidity', () => {
    expect(noLiquidityFor('NOT_EXISTS', undefined, undefined)).toBe(true)
    expect(noLiquidityFor('EXISTS', 0n, AB)).toBe(true)
    expect(noLiquidityFor('EXISTS', undefined, pair(A, B, 0n, 0n))).toBe(true)
  })

  it('a pair with reserves and supply, or one not known yet, has liquidity', () => {
    expect(noLiquidityFor('EXISTS', E18, AB)).toBe(false)
    expect(noLiquidityFor('EXISTS', undefined, AB)).toBe(false)
    expect(noLiquidityFor('EXISTS', E18, pair(A, B, 0n, 1n))).toBe(false)
    expect(noLiquidityFor('LOADING', undefined, undefined)).toBe(false)
    // Empty reserves count only for a pair known to exist (a kept pair while the next block loads does not).
    expect(noLiquidityFor('LOADING', undefined, pair(A, B, 0n, 0n))).toBe(false)
    expect(noLiquidityFor('INVALID', undefined, undefined)).toBe(false)
  })
})

describe('mintInputError', () => {
  const ok = {
    account: ACCOUNT,
    pairState: 'EXISTS' as const,
    amountA: amount(A, E18),
    amountB: amount(B, E6),
    balanceA: amount(A, E18),
    balanceB: amount(B, E6),
  }

  it('default: none when everything holds', () => {
    expect(mintInputError(ok)).toBeUndefined()
    expect(mintInputError({ ...ok, balanceA: undefined, balanceB: undefined })).toBeUndefined()
  })

  it('behavior: the first failing check in the spec order', () => {
    const bad = { pairState: 'INVALID' as const, balanceA: amount(A, 0n), balanceB: amount(B, 0n) }
    expect(mintInputError({ ...bad })).toEqual({ kind: 'connectWallet' })
    expect(mintInputError({ ...bad, account: ACCOUNT })).toEqual({ kind: 'invalidPair' })
    expect(mintInputError({ ...bad, account: ACCOUNT, pairState: 'NOT_EXISTS', amountA: amount(A, E18) })).toEqual({
      kind: 'enterAmount',
    })
    expect(mintInputError({ ...bad, account: ACCOUNT, pairState: 'NOT_EXISTS', amountB: amount(B, E6) })).toEqual({
      kind: 'enterAmount',
    })
    expect(mintInputError({ ...ok, balanceA: amount(A, E18 - 1n), balanceB: amount(B, 0n) })).toEqual({
      kind: 'insufficientBalance',
      symbol: 'T1',
    })
    expect(mintInputError({ ...ok, balanceB: amount(B, E6 - 1n) })).toEqual({
      kind: 'insufficientBalance',
      symbol: 'T2',
    })
    expect(mintInputError({ ...ok, amountA: amount(ETH, E18), balanceA: amount(ETH, 1n) })).toEqual({
      kind: 'insufficientBalance',
      symbol: 'ETH',
    })
  })
})

describe('mintPrice', () => {
  const none = { A: undefined, B: undefined }

  it("default: the pool's price of A in B, whatever is typed", () => {
    const price = mintPrice(AB, A, B, none, false)
    expect(price?.toSignificant(6)).toBe('2000')
    expect(price?.invert().toSignificant(6)).toBe('0.0005')
    expect(mintPrice(AB, B, A, { A: amount(B, 1n), B: undefined }, false)?.toSignificant(6)).toBe('0.0005')
  })

  it('behavior: the native side keeps its own currency (and symbol)', () => {
    const price = mintPrice(WA, ETH, A, none, false)
    expect(price?.toSignificant(6)).toBe('10')
    expect(price?.baseCurrency).toBe(ETH)
    expect(price?.quoteCurrency).toBe(A)
  })

  it('behavior: creating the pool, the ratio of the typed amounts', () => {
    expect(
      mintPrice(undefined, A, B, { A: amount(A, 2n * E18), B: amount(B, 3_000n * E6) }, true)?.toSignificant(6),
    ).toBe('1500')
    expect(mintPrice(undefined, A, B, { A: amount(A, 2n * E18), B: undefined }, true)).toBeUndefined()
    expect(mintPrice(undefined, A, B, { A: amount(A, 2n * E18), B: amount(B, 0n) }, true)).toBeUndefined()
  })

  it('error: no pair, a currency missing, or a pair of other tokens', () => {
    expect(mintPrice(undefined, A, B, none, false)).toBeUndefined()
    expect(mintPrice(AB, A, undefined, none, false)).toBeUndefined()
    expect(mintPrice(WA, A, B, none, false)).toBeUndefined()
  })
})

describe('addLiquidityCall', () => {
  const DEADLINE = 1_700_000_000n
  const base: AddLiquidityCallParams = {
    router: ROUTER,
    currencyA: A,
    currencyB: B,
    amountA: amount(A, 10n * E18),
    amountB: amount(B, 20_000n * E6),
    noLiquidity: false,
    slippageBps: 50,
    recipient: ACCOUNT,
    deadline: DEADLINE,
  }

  it('the ABI matches the official router', () => {
    expectMatchesArtifact(routerAbi, '@uniswap/v2-periphery/build/UniswapV2Router02.json')
  })

  it('default: addLiquidity with the amounts less the slippage', () => {
    const call = addLiquidityCall(base)
    expect(call).toEqual({
      address: ROUTER,
      abi: routerAbi,
      functionName: 'addLiquidity',
      args: [
        A.address,
        B.address,
        10n * E18,
        20_000n * E6,
        9_950_000_000_000_000_000n,
        19_900_000_000n,
        ACCOUNT,
        DEADLINE,
      ],
    })
    encodes(call)
  })

  it('behavior: creating the pool sends the amounts as their own minimums', () => {
    const call = addLiquidityCall({ ...base, noLiquidity: true })
    expect(call.args.slice(2, 6)).toEqual([10n * E18, 20_000n * E6, 10n * E18, 20_000n * E6])
  })

  it('behavior: the native coin on B sends addLiquidityETH with its amount as value', () => {
    const call = addLiquidityCall({ ...base, currencyB: ETH, amountB: amount(ETH, 3n * E18), slippageBps: 100 })
    expect(call).toMatchObject({
      functionName: 'addLiquidityETH',
      args: [A.address, 10n * E18, 9_900_000_000_000_000_000n, 2_970_000_000_000_000_000n, ACCOUNT, DEADLINE],
      value: 3n * E18,
    })
    encodes(call)
  })

  it('behavior: the native coin on A puts the token first', () => {
    const call = addLiquidityCall({
      ...base,
      currencyA: ETH,
      amountA: amount(ETH, 3n * E18),
      currencyB: B,
      amountB: amount(B, 1_999n),
      slippageBps: 50,
    })
    // 1999 x 0.995 = 1989.005 -> 1989; 3e18 x 0.995 = 2.985e18.
    expect(call).toMatchObject({
      functionName: 'addLiquidityETH',
      args: [B.address, 1_999n, 1_989n, 2_985n * 10n ** 15n, ACCOUNT, DEADLINE],
      value: 3n * E18,
    })
    encodes(call)
  })

  it('error: native on both sides, or a slippage out of range', () => {
    expect(() => addLiquidityCall({ ...base, currencyA: ETH, currencyB: ETH })).toThrow(
      expect.objectContaining({ code: 'ETHER_TO_ETHER' }),
    )
    expect(() => addLiquidityCall({ ...base, slippageBps: 10_001 })).toThrow(
      expect.objectContaining({ code: 'UNEXPECTED_SLIPPAGE' }),
    )
  })
})
