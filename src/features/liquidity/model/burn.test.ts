import { Percent, Token } from '@uniswap/sdk-core'
import { type Address, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  type BurnAmounts,
  type RemoveLiquidityCallsParams,
  burnInputError,
  derivedBurnAmounts,
  removeLiquidityCalls,
} from './burn'
import { type BurnField, INITIAL_BURN_STATE, typeBurnInput } from './burnState'
import { v2RouterAbi } from '@/abis/v2RouterAbi'
import type { ContractCall } from '@/entities/transaction'
import { CHAIN_ID, WETH, amount, pair, rawOf, testToken } from '@/test/sdkFixtures'
import { expectEncodes, expectMatchesArtifact } from '@/test/abiHelpers'

const [A, B] = [testToken(1), testToken(2, 6)]
const E18 = 10n ** 18n
const ACCOUNT: Address = '0x000000000000000000000000000000000000bEEF'
/** The pool token as the app reads it (the pair's real address), not the SDK's mainnet-derived one. */
const LP = new Token(CHAIN_ID, '0x00000000000000000000000000000000000000AA', 18, 'UNI-V2', 'Uniswap V2')

/** 10% of a pool of 500 A and 1000.000019 B: the position is worth 50 A and 100.000001 B (rounded down). */
const POSITION = {
  pair: pair(A, B, 500n * E18, 1_000_000_019n),
  totalSupply: amount(LP, 100n * E18),
  userLiquidity: amount(LP, 10n * E18),
  tokenA: A,
  tokenB: B,
}

const derive = (field: BurnField, typed: string, position: Partial<typeof POSITION> = POSITION): BurnAmounts =>
  derivedBurnAmounts({ ...position, state: typeBurnInput(field, typed) })

/** The raw amounts of a result, for exact comparison. */
const raws = ({ liquidity, amountA, amountB }: BurnAmounts) => [
  liquidity && rawOf(liquidity),
  amountA && rawOf(amountA),
  amountB && rawOf(amountB),
]

describe('derivedBurnAmounts', () => {
  it('default: the initial state removes nothing', () => {
    expect(INITIAL_BURN_STATE).toEqual({ independentField: 'LIQUIDITY_PERCENT', typedValue: '0' })
    const result = derivedBurnAmounts({ ...POSITION, state: INITIAL_BURN_STATE })
    expect(result.percent.equalTo(new Percent(0, 100))).toBe(true)
    expect(raws(result)).toEqual([undefined, undefined, undefined])
  })

  it('args: a percent, whole or decimal, of the pool tokens and of each token value, rounded down', () => {
    const quarter = derive('LIQUIDITY_PERCENT', '25')
    expect(quarter.percent.toFixed(0)).toBe('25')
    expect(raws(quarter)).toEqual([(25n * E18) / 10n, (125n * E18) / 10n, 25_000_000n])
    expect(raws(derive('LIQUIDITY_PERCENT', '12.5'))).toEqual([(125n * E18) / 100n, (625n * E18) / 100n, 12_500_000n])
    expect(raws(derive('LIQUIDITY_PERCENT', '50'))).toEqual([5n * E18, 25n * E18, 50_000_000n])
    expect(raws(derive('LIQUIDITY_PERCENT', '100'))).toEqual([10n * E18, 50n * E18, 100_000_001n])
    expect(quarter.liquidity?.currency).toBe(LP)
    expect(quarter.amountA?.currency).toBe(A)
  })

  it('args: pool tokens typed, as a share of the balance', () => {
    const result = derive('LIQUIDITY', '2.5')
    expect(result.percent.equalTo(new Percent(1, 4))).toBe(true)
    expect(raws(result)).toEqual(raws(derive('LIQUIDITY_PERCENT', '25')))
  })

  it('args: a token amount typed, as a share of the position value in it', () => {
    expect(raws(derive('CURRENCY_A', '12.5'))).toEqual(raws(derive('LIQUIDITY_PERCENT', '25')))
    const all = derive('CURRENCY_B', '100.000001')
    expect(all.percent.equalTo(new Percent(1, 1))).toBe(true)
    expect(raws(all)).toEqual([10n * E18, 50n * E18, 100_000_001n])
  })

  it('error: above 100% or no number removes nothing', () => {
    const cases: [BurnField, string][] = [
      ['LIQUIDITY_PERCENT', '100.5'],
      ['LIQUIDITY_PERCENT', 'abc'],
      ['LIQUIDITY_PERCENT', ''],
      ['LIQUIDITY', '10.000000000000000001'],
      ['CURRENCY_A', '50.1'],
      ['CURRENCY_B', '100.000002'],
      ['CURRENCY_B', '1.0000001'],
      ['CURRENCY_A', '0'],
    ]
    for (const [field, typed] of cases) {
      const result = derive(field, typed)
      expect(result.percent.equalTo(new Percent(0, 100)), `${field} ${typed}`).toBe(true)
      expect(raws(result), `${field} ${typed}`).toEqual([undefined, undefined, undefined])
    }
  })

  it('behavior: no token values while the balance exceeds the supply (reads of different blocks)', () => {
    const result = derive('LIQUIDITY_PERCENT', '50', { ...POSITION, totalSupply: amount(LP, 9n * E18) })
    expect(raws(result)).toEqual([5n * E18, undefined, undefined])
    expect(derive('CURRENCY_A', '1', { ...POSITION, totalSupply: amount(LP, 9n * E18) }).amountA).toBeUndefined()
  })

  it('behavior: missing pair or balance gives no amounts', () => {
    expect(raws(derive('LIQUIDITY_PERCENT', '50', { ...POSITION, pair: undefined }))).toEqual([
      5n * E18,
      undefined,
      undefined,
    ])
    expect(raws(derive('LIQUIDITY_PERCENT', '50', { ...POSITION, userLiquidity: undefined }))).toEqual([
      undefined,
      undefined,
      undefined,
    ])
    expect(raws(derive('LIQUIDITY', '1', { ...POSITION, userLiquidity: undefined }))).toEqual([
      undefined,
      undefined,
      undefined,
    ])
  })
})

describe('burnInputError', () => {
  const amounts = { liquidity: amount(LP, 1n), amountA: amount(A, 1n), amountB: amount(B, 1n) }

  it('default: none when connected with every amount above zero', () => {
    expect(burnInputError({ account: ACCOUNT, ...amounts })).toBeUndefined()
  })

  it('behavior: connect a wallet first, then enter an amount', () => {
    expect(burnInputError({})).toEqual({ kind: 'connectWallet' })
    expect(burnInputError({ account: ACCOUNT })).toEqual({ kind: 'enterAmount' })
    expect(burnInputError({ account: ACCOUNT, ...amounts, amountB: undefined })).toEqual({ kind: 'enterAmount' })
    expect(burnInputError({ account: ACCOUNT, ...amounts, amountA: amount(A, 0n) })).toEqual({ kind: 'enterAmount' })
    expect(burnInputError({ account: ACCOUNT, ...amounts, liquidity: amount(LP, 0n) })).toEqual({ kind: 'enterAmount' })
  })
})

describe('removeLiquidityCalls', () => {
  const routerAbi = v2RouterAbi
  const DEADLINE = 1_700_000_000n
  const R: Hex = `0x${'11'.repeat(32)}`
  const S: Hex = `0x${'22'.repeat(32)}`
  const SIGNATURE = { v: 28, r: R, s: S, deadline: 1_700_000_600n }
  const ROUTER: Address = '0x00000000000000000000000000000000000000F0'
  /** What each candidate calls, with its arguments, all to the router. */
  const shape = (calls: ContractCall[]) => {
    for (const call of calls) expect(call.address).toBe(ROUTER)
    return calls.map((call) => ({ methodName: call.functionName, args: call.args }))
  }
  const base: RemoveLiquidityCallsParams = {
    router: ROUTER,
    tokenA: A,
    tokenB: B,
    liquidity: 5n * E18,
    amountAMin: 111n,
    amountBMin: 222n,
    recipient: ACCOUNT,
    deadline: DEADLINE,
    approved: true,
  }

  it('the ABI matches the official router', () => {
    expectMatchesArtifact(routerAbi, '@uniswap/v2-periphery/build/UniswapV2Router02.json')
  })

  it('default: approved, two tokens: removeLiquidity', () => {
    const calls = shape(removeLiquidityCalls(base))
    expect(calls).toEqual([
      { methodName: 'removeLiquidity', args: [A.address, B.address, 5n * E18, 111n, 222n, ACCOUNT, DEADLINE] },
    ])
    for (const call of calls) expectEncodes(routerAbi, call)
  })

  it('behavior: approved, a native side: removeLiquidityETH, then the fee-on-transfer variant, token first', () => {
    const ethIsB = shape(removeLiquidityCalls({ ...base, tokenB: WETH, nativeSide: 'B' }))
    const args = [A.address, 5n * E18, 111n, 222n, ACCOUNT, DEADLINE]
    expect(ethIsB).toEqual([
      { methodName: 'removeLiquidityETH', args },
      { methodName: 'removeLiquidityETHSupportingFeeOnTransferTokens', args },
    ])
    const ethIsA = shape(removeLiquidityCalls({ ...base, tokenA: WETH, nativeSide: 'A' }))
    expect(ethIsA.map((call) => call.args)).toEqual([
      [B.address, 5n * E18, 222n, 111n, ACCOUNT, DEADLINE],
      [B.address, 5n * E18, 222n, 111n, ACCOUNT, DEADLINE],
    ])
    for (const call of [...ethIsB, ...ethIsA]) expectEncodes(routerAbi, call)
  })

  it('behavior: with a permit and no approval, the WithPermit variants at the permit deadline', () => {
    const tokens = shape(removeLiquidityCalls({ ...base, approved: false, signature: SIGNATURE }))
    expect(tokens).toEqual([
      {
        methodName: 'removeLiquidityWithPermit',
        args: [A.address, B.address, 5n * E18, 111n, 222n, ACCOUNT, SIGNATURE.deadline, false, 28, R, S],
      },
    ])
    const eth = shape(
      removeLiquidityCalls({ ...base, tokenB: WETH, nativeSide: 'B', approved: false, signature: SIGNATURE }),
    )
    const args = [A.address, 5n * E18, 111n, 222n, ACCOUNT, SIGNATURE.deadline, false, 28, R, S]
    expect(eth).toEqual([
      { methodName: 'removeLiquidityETHWithPermit', args },
      { methodName: 'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens', args },
    ])
    for (const call of [...tokens, ...eth]) expectEncodes(routerAbi, call)
  })

  it('behavior: an approval wins over a signature', () => {
    expect(removeLiquidityCalls({ ...base, signature: SIGNATURE }).map((call) => call.functionName)).toEqual([
      'removeLiquidity',
    ])
  })

  it('error: neither approval nor signature, no tokens, or no liquidity', () => {
    const code = (value: string) => expect.objectContaining({ code: value })
    expect(() => removeLiquidityCalls({ ...base, approved: false })).toThrow(code('REMOVE_WITHOUT_APPROVAL'))
    expect(() => removeLiquidityCalls({ ...base, tokenB: undefined })).toThrow(code('MISSING_TOKENS'))
    expect(() => removeLiquidityCalls({ ...base, liquidity: 0n })).toThrow(code('MISSING_LIQUIDITY'))
  })
})
