import { CurrencyAmount, type Token, TradeType } from '@uniswap/sdk-core'
import { type Pair, Route, Trade } from '@uniswap/v2-sdk'
import { type Address, decodeFunctionData, encodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { v1ExchangeAbi } from '@/abis/v1Abi'
import { v2RouterAbi } from '@/abis/v2RouterAbi'
import type { ContractCall } from '@/entities/transaction'
import type { SdkCurrency } from '@/entities/token'
import { ETH, WETH, pair, testToken } from '@/test/sdkFixtures'
import { type SwapCallOptions, type VersionedTrade, v1SwapCall, v2SwapCalls } from './swapCalls'
import { swapRequest } from './swapRequest'
import { v1MockPair } from './v1Trade'

const [A, B] = [testToken(1), testToken(2, 6)]
const E18 = 10n ** 18n
const ROUTER: Address = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
const EXCHANGE: Address = '0x2a1530C4C41db0B0b2bB646CB5Eb1A67b7158667'
const OPTIONS: SwapCallOptions = {
  allowedSlippageBps: 50,
  recipient: '0x000000000000000000000000000000000000bEEF',
  deadline: 1_700_000_000n,
}
const AB = pair(A, B, 1000n * E18, 2_000_000n * 10n ** 6n)

const trade = (pairs: Pair[], input: SdkCurrency, output: SdkCurrency, tradeType: TradeType, raw: bigint) => {
  const given = (tradeType === TradeType.EXACT_INPUT ? input : output) as Token
  return new Trade(
    new Route<SdkCurrency, SdkCurrency>(pairs, input, output),
    CurrencyAmount.fromRawAmount(given, raw.toString()),
    tradeType,
  )
}
const v2 = (t: VersionedTrade['trade']): VersionedTrade => ({ version: 'v2', trade: t })
const v1 = (t: VersionedTrade['trade']): VersionedTrade => ({ version: 'v1', trade: t })

/** What the engine will encode: function and arguments survive the ABI unchanged. */
function decoded(call: ContractCall) {
  return decodeFunctionData({
    abi: call.abi,
    data: encodeFunctionData({ abi: call.abi, functionName: call.functionName, args: call.args }),
  })
}

describe('swapRequest', () => {
  it('V2 exact input: the plain router method, then the fee-on-transfer variant, with its deadline', () => {
    const t = trade([AB], A, B, TradeType.EXACT_INPUT, E18)
    const request = swapRequest(v2(t), ROUTER, OPTIONS, { id: 'Swap 1 T1 for 1990 T2' })
    expect(request).toMatchObject({
      kind: 'transaction',
      summary: { id: 'Swap 1 T1 for 1990 T2' },
      deadline: OPTIONS.deadline,
    })
    expect(request.calls.map((call) => [call.address, call.abi, call.functionName])).toEqual([
      [ROUTER, v2RouterAbi, 'swapExactTokensForTokens'],
      [ROUTER, v2RouterAbi, 'swapExactTokensForTokensSupportingFeeOnTransferTokens'],
    ])
    const expected = v2SwapCalls(t, OPTIONS)
    request.calls.forEach((call, index) => {
      expect(call.args).toEqual(expected[index]?.args)
      expect(decoded(call)).toEqual({ functionName: call.functionName, args: call.args })
    })
  })

  it('V2 exact output: one candidate; from ETH the maximum input goes as value', () => {
    const WA = pair(WETH, A, 100n * E18, 1000n * E18)
    const request = swapRequest(v2(trade([WA], ETH, A, TradeType.EXACT_OUTPUT, E18)), ROUTER, OPTIONS, { id: 'swap' })
    expect(request.calls).toHaveLength(1)
    const [call] = request.calls
    expect(call?.functionName).toBe('swapETHForExactTokens')
    expect(call?.value).toBeGreaterThan(0n)
  })

  it("V1: the exchange's one method, with the V1 call's arguments and value", () => {
    const t = trade([v1MockPair(WETH, A, 100n * E18, 1000n * E18)!], ETH, A, TradeType.EXACT_INPUT, E18)
    const request = swapRequest(v1(t), EXCHANGE, OPTIONS, { id: 'swap' })
    const expected = v1SwapCall(v1(t), OPTIONS)
    expect(request.calls).toEqual([
      {
        address: EXCHANGE,
        abi: v1ExchangeAbi,
        functionName: expected.methodName,
        args: expected.args,
        value: expected.value,
      },
    ])
    expect(decoded(request.calls[0]!)).toEqual({ functionName: 'ethToTokenTransferInput', args: expected.args })
    expect(request).toMatchObject({ deadline: OPTIONS.deadline })
  })

  it('a V1 trade that cannot be sent throws its catalogue code', () => {
    const WA = pair(WETH, A, 100n * E18, 1000n * E18)
    const threePairs = trade([WA, AB, pair(B, WETH, 10n ** 12n, 500n * E18)], WETH, WETH, TradeType.EXACT_INPUT, E18)
    expect(() => swapRequest(v1(threePairs), EXCHANGE, OPTIONS, { id: 'swap' })).toThrow(
      expect.objectContaining({ code: 'TOO_MANY_PAIRS' }),
    )
  })
})
