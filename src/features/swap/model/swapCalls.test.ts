import { Percent, type Token, TradeType } from '@uniswap/sdk-core'
import { type Pair, Route, Router, Trade } from '@uniswap/v2-sdk'
import { type Abi, type Address, decodeFunctionData, encodeFunctionData, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { v1ExchangeAbi } from '@/abis/v1Abi'
import { v2RouterAbi } from '@/abis/v2RouterAbi'
import type { SdkCurrency } from '@/entities/token'
import { ETH, WETH, amount, pair, testToken } from '@/test/sdkFixtures'
import { maximumAmountIn, minimumAmountOut } from './slippage'
import {
  type SwapCall,
  type SwapCallOptions,
  type VersionedTrade,
  v1ExchangeToCall,
  v1SwapCall,
  v2SwapCalls,
} from './swapCalls'
import { v1MockPair } from './v1Trade'

const [A, B, C] = [testToken(1), testToken(2, 6), testToken(3)]
const E18 = 10n ** 18n
const RECIPIENT: Address = '0x000000000000000000000000000000000000bEEF'
const OPTIONS: SwapCallOptions = { allowedSlippageBps: 50, recipient: RECIPIENT, deadline: 1_700_000_000n }
const PAIRS = {
  AB: pair(A, B, 1000n * E18, 2_000_000n * 10n ** 6n),
  WA: pair(WETH, A, 100n * E18, 1000n * E18),
  BW: pair(B, WETH, 1_000_000n * 10n ** 6n, 500n * E18),
}

type AnyTrade = Trade<SdkCurrency, SdkCurrency, TradeType>
const trade = (pairs: Pair[], input: SdkCurrency, output: SdkCurrency, tradeType: TradeType, raw: bigint): AnyTrade =>
  new Trade(
    new Route<SdkCurrency, SdkCurrency>(pairs, input, output),
    amount((tradeType === TradeType.EXACT_INPUT ? input : output) as Token, raw),
    tradeType,
  )
const rawOf = (value: { quotient: { toString(): string } }) => BigInt(value.quotient.toString())
const minOut = (t: AnyTrade) => minimumAmountOut(rawOf(t.outputAmount), OPTIONS.allowedSlippageBps)
const maxIn = (t: AnyTrade) => maximumAmountIn(rawOf(t.inputAmount), OPTIONS.allowedSlippageBps)
const pathOf = (t: AnyTrade) => t.route.path.map((token) => token.address)

/** The call survives encoding with the contract's ABI, arguments unchanged. */
function expectEncodes(abi: Abi, call: SwapCall): void {
  const data = encodeFunctionData({ abi, functionName: call.methodName, args: call.args })
  expect(decodeFunctionData({ abi, data })).toEqual({ functionName: call.methodName, args: call.args })
}

describe('v2SwapCalls', () => {
  it('exact input, token to token: the plain method, then the fee-on-transfer variant', () => {
    const t = trade([PAIRS.AB], A, B, TradeType.EXACT_INPUT, E18)
    const calls = v2SwapCalls(t, OPTIONS)
    const args = [E18, minOut(t), pathOf(t), RECIPIENT, OPTIONS.deadline]
    expect(calls).toEqual([
      { methodName: 'swapExactTokensForTokens', args, value: 0n },
      { methodName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens', args, value: 0n },
    ])
    for (const call of calls) expectEncodes(v2RouterAbi, call)
  })

  it('exact input from ETH sends the input as value; to ETH sends none', () => {
    const fromEth = trade([PAIRS.WA, PAIRS.AB], ETH, B, TradeType.EXACT_INPUT, E18)
    expect(v2SwapCalls(fromEth, OPTIONS)).toEqual([
      {
        methodName: 'swapExactETHForTokens',
        args: [minOut(fromEth), [WETH.address, A.address, B.address], RECIPIENT, OPTIONS.deadline],
        value: E18,
      },
      {
        methodName: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
        args: [minOut(fromEth), pathOf(fromEth), RECIPIENT, OPTIONS.deadline],
        value: E18,
      },
    ])
    const toEth = trade([PAIRS.BW], B, ETH, TradeType.EXACT_INPUT, 10n ** 6n)
    expect(v2SwapCalls(toEth, OPTIONS).map(({ methodName, value }) => [methodName, value])).toEqual([
      ['swapExactTokensForETH', 0n],
      ['swapExactTokensForETHSupportingFeeOnTransferTokens', 0n],
    ])
    expect(v2SwapCalls(toEth, OPTIONS)[0]?.args).toEqual([
      10n ** 6n,
      minOut(toEth),
      [B.address, WETH.address],
      RECIPIENT,
      OPTIONS.deadline,
    ])
    for (const call of [...v2SwapCalls(fromEth, OPTIONS), ...v2SwapCalls(toEth, OPTIONS)])
      expectEncodes(v2RouterAbi, call)
  })

  it('exact output: one call, with the maximum input', () => {
    const tokens = trade([PAIRS.AB], A, B, TradeType.EXACT_OUTPUT, 10n ** 6n)
    const fromEth = trade([PAIRS.WA], ETH, A, TradeType.EXACT_OUTPUT, E18)
    const toEth = trade([PAIRS.AB, PAIRS.BW], A, ETH, TradeType.EXACT_OUTPUT, E18)
    const calls = [tokens, fromEth, toEth].map((t) => v2SwapCalls(t, OPTIONS))
    expect(calls).toEqual([
      [
        {
          methodName: 'swapTokensForExactTokens',
          args: [10n ** 6n, maxIn(tokens), pathOf(tokens), RECIPIENT, OPTIONS.deadline],
          value: 0n,
        },
      ],
      [
        {
          methodName: 'swapETHForExactTokens',
          args: [E18, pathOf(fromEth), RECIPIENT, OPTIONS.deadline],
          value: maxIn(fromEth),
        },
      ],
      [
        {
          methodName: 'swapTokensForExactETH',
          args: [E18, maxIn(toEth), pathOf(toEth), RECIPIENT, OPTIONS.deadline],
          value: 0n,
        },
      ],
    ])
    for (const call of calls.flat()) expectEncodes(v2RouterAbi, call)
  })

  it('agrees with the SDK router, hex turned into bigint', () => {
    const t = trade([PAIRS.AB], A, B, TradeType.EXACT_OUTPUT, 12_345n)
    const sdk = Router.swapCallParameters(t, {
      allowedSlippage: new Percent(50, 10_000),
      recipient: RECIPIENT,
      deadline: 1_700_000_000,
    })
    const [call] = v2SwapCalls(t, OPTIONS)
    expect(call?.args).toEqual(
      sdk.args.map((arg) => (typeof arg === 'string' && arg !== RECIPIENT ? BigInt(arg) : arg)),
    )
    expect(call?.value).toBe(BigInt(sdk.value))
  })

  it('checksums the recipient', () => {
    const [call] = v2SwapCalls(trade([PAIRS.AB], A, B, TradeType.EXACT_INPUT, E18), {
      ...OPTIONS,
      recipient: RECIPIENT.toLowerCase() as Address,
    })
    expect(call?.args[3]).toBe(RECIPIENT)
  })
})

const V1 = { A: v1MockPair(WETH, A, 100n * E18, 1000n * E18)!, C: v1MockPair(WETH, C, 50n * E18, 5000n * E18)! }
const v1 = (t: AnyTrade): VersionedTrade => ({ version: 'v1', trade: t })

describe('v1SwapCall', () => {
  it('exact input: ETH to token, token to ETH, token to token', () => {
    const ethToToken = trade([V1.A], ETH, A, TradeType.EXACT_INPUT, E18)
    const tokenToEth = trade([V1.A], A, ETH, TradeType.EXACT_INPUT, E18)
    const tokenToToken = trade([V1.A, V1.C], A, C, TradeType.EXACT_INPUT, E18)
    const calls = [ethToToken, tokenToEth, tokenToToken].map((t) => v1SwapCall(v1(t), OPTIONS))
    expect(calls).toEqual([
      { methodName: 'ethToTokenTransferInput', args: [minOut(ethToToken), OPTIONS.deadline, RECIPIENT], value: E18 },
      {
        methodName: 'tokenToEthTransferInput',
        args: [E18, minOut(tokenToEth), OPTIONS.deadline, RECIPIENT],
        value: 0n,
      },
      {
        methodName: 'tokenToTokenTransferInput',
        args: [E18, minOut(tokenToToken), 1n, OPTIONS.deadline, RECIPIENT, C.address],
        value: 0n,
      },
    ])
    for (const call of calls) expectEncodes(v1ExchangeAbi, call)
  })

  it('exact output: ETH to token, token to ETH, token to token', () => {
    const ethToToken = trade([V1.A], ETH, A, TradeType.EXACT_OUTPUT, E18)
    const tokenToEth = trade([V1.A], A, ETH, TradeType.EXACT_OUTPUT, E18)
    const tokenToToken = trade([V1.A, V1.C], A, C, TradeType.EXACT_OUTPUT, E18)
    const calls = [ethToToken, tokenToEth, tokenToToken].map((t) => v1SwapCall(v1(t), OPTIONS))
    expect(calls).toEqual([
      { methodName: 'ethToTokenTransferOutput', args: [E18, OPTIONS.deadline, RECIPIENT], value: maxIn(ethToToken) },
      {
        methodName: 'tokenToEthTransferOutput',
        args: [E18, maxIn(tokenToEth), OPTIONS.deadline, RECIPIENT],
        value: 0n,
      },
      {
        methodName: 'tokenToTokenTransferOutput',
        args: [E18, maxIn(tokenToToken), maxUint256, OPTIONS.deadline, RECIPIENT, C.address],
        value: 0n,
      },
    ])
    for (const call of calls) expectEncodes(v1ExchangeAbi, call)
  })

  it('applies the slippage: more slippage, less minimum out and more maximum in', () => {
    const exactIn = trade([V1.A], ETH, A, TradeType.EXACT_INPUT, E18)
    const exactOut = trade([V1.A], ETH, A, TradeType.EXACT_OUTPUT, E18)
    const at = (bps: number, t: AnyTrade) => v1SwapCall(v1(t), { ...OPTIONS, allowedSlippageBps: bps })
    expect(at(0, exactIn).args[0]).toBe(rawOf(exactIn.outputAmount))
    expect(at(100, exactIn).args[0]).toBe((rawOf(exactIn.outputAmount) * 99n) / 100n)
    expect(at(0, exactOut).value).toBe(rawOf(exactOut.inputAmount))
    expect(at(100, exactOut).value).toBe((rawOf(exactOut.inputAmount) * 101n) / 100n)
  })

  it('throws for a V2 trade, more than two pairs, or ETH to ETH', () => {
    const direct = trade([V1.A], ETH, A, TradeType.EXACT_INPUT, E18)
    expect(() => v1SwapCall({ version: 'v2', trade: direct }, OPTIONS)).toThrow(
      expect.objectContaining({ code: 'INVALID_TRADE_VERSION' }),
    )
    const threePairs = trade([PAIRS.WA, PAIRS.AB, PAIRS.BW], WETH, ETH, TradeType.EXACT_INPUT, E18)
    expect(() => v1SwapCall(v1(threePairs), OPTIONS)).toThrow(expect.objectContaining({ code: 'TOO_MANY_PAIRS' }))
    const ethToEth = trade([V1.A, V1.A], ETH, ETH, TradeType.EXACT_INPUT, E18)
    expect(() => v1SwapCall(v1(ethToEth), OPTIONS)).toThrow(expect.objectContaining({ code: 'ETHER_TO_ETHER' }))
  })
})

describe('v1ExchangeToCall', () => {
  it('calls the input token exchange, or the output token exchange when ETH is sold', () => {
    expect(v1ExchangeToCall(v1(trade([V1.A], ETH, A, TradeType.EXACT_INPUT, E18)))).toBe('output')
    expect(v1ExchangeToCall(v1(trade([V1.A], A, ETH, TradeType.EXACT_OUTPUT, E18)))).toBe('input')
    expect(v1ExchangeToCall(v1(trade([V1.A, V1.C], A, C, TradeType.EXACT_INPUT, E18)))).toBe('input')
  })

  it('throws for a V2 trade', () => {
    expect(() => v1ExchangeToCall({ version: 'v2', trade: trade([V1.A], ETH, A, TradeType.EXACT_INPUT, E18) })).toThrow(
      expect.objectContaining({ code: 'INVALID_TRADE_VERSION' }),
    )
  })
})
