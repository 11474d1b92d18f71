import { Percent, TradeType } from '@uniswap/sdk-core'
import { Router, type Trade } from '@uniswap/v2-sdk'
import { type Address, maxUint256 } from 'viem'
import type { SdkCurrency } from '@/entities/token'
import { AppError } from '@/lib/errors'
import { maximumAmountIn, minimumAmountOut } from './slippage'

/** One candidate contract call for a swap, ready for viem's writeContract: amounts and the deadline as bigint. */
export interface SwapCall {
  methodName: string
  args: readonly unknown[]
  value: bigint
}

export interface SwapCallOptions {
  allowedSlippageBps: number
  recipient: Address
  /** Unix time in seconds after which the call reverts. */
  deadline: bigint
}

/** A trade and the exchange version it is priced on (V1 trades are priced over mock pairs, see v1Trade). */
export type VersionedTrade = { version: 'v1' | 'v2'; trade: Trade<SdkCurrency, SdkCurrency, TradeType> }

/**
 * The router's arguments with hex amounts as bigint. Every swap method takes (amounts..., path, to, deadline): the
 * amounts before the path and the deadline become bigint, the path (address[]) and `to` stay strings.
 */
function routerArgs(args: readonly (string | string[])[]): readonly unknown[] {
  const pathIndex = args.findIndex(Array.isArray)
  return args.map((arg, index) =>
    typeof arg === 'string' && (index < pathIndex || index === args.length - 1) ? BigInt(arg) : arg,
  )
}

/**
 * The V2 router calls for a trade, in the order to try them (spec 7): the plain method, then for exact input the
 * fee-on-transfer variant.
 */
export function v2SwapCalls(trade: Trade<SdkCurrency, SdkCurrency, TradeType>, options: SwapCallOptions): SwapCall[] {
  const variants = trade.tradeType === TradeType.EXACT_INPUT ? [false, true] : [false]
  return variants.map((feeOnTransfer) => {
    const { methodName, args, value } = Router.swapCallParameters(trade, {
      allowedSlippage: new Percent(options.allowedSlippageBps, 10_000),
      recipient: options.recipient,
      deadline: Number(options.deadline),
      feeOnTransfer,
    })
    return { methodName, args: routerArgs(args), value: BigInt(value) }
  })
}

/** The V1 trade of a versioned trade; anything else throws INVALID_TRADE_VERSION. */
function v1TradeOf(versioned: VersionedTrade): Trade<SdkCurrency, SdkCurrency, TradeType> {
  if (versioned.version !== 'v1') throw new AppError('INVALID_TRADE_VERSION')
  return versioned.trade
}

/** Which exchange a V1 call goes to: the input token's, or the output token's when ETH is sold. */
export function v1ExchangeToCall(versioned: VersionedTrade): 'input' | 'output' {
  return v1TradeOf(versioned).inputAmount.currency.isNative ? 'output' : 'input'
}

/**
 * The V1 exchange call for a trade (spec 7: native-to-token, token-to-native and token-to-token transfer methods, each
 * in input and output variants), with the slippage-adjusted amounts. Throws INVALID_TRADE_VERSION, TOO_MANY_PAIRS,
 * ETHER_TO_ETHER, TOKEN_TO_TOKEN or INVALID_OUTPUT_CURRENCY (spec 8).
 */
export function v1SwapCall(versioned: VersionedTrade, options: SwapCallOptions): SwapCall {
  const trade = v1TradeOf(versioned)
  if (trade.route.pairs.length > 2) throw new AppError('TOO_MANY_PAIRS')
  const input = trade.inputAmount.currency
  const output = trade.outputAmount.currency
  if (input.isNative && output.isNative) throw new AppError('ETHER_TO_ETHER')
  const { allowedSlippageBps, deadline, recipient } = options
  const exactInput = trade.tradeType === TradeType.EXACT_INPUT
  const [amountIn, amountOut] = [
    BigInt(trade.inputAmount.quotient.toString()),
    BigInt(trade.outputAmount.quotient.toString()),
  ]
  const maximumIn = exactInput ? amountIn : maximumAmountIn(amountIn, allowedSlippageBps)
  const minimumOut = exactInput ? minimumAmountOut(amountOut, allowedSlippageBps) : amountOut
  if (exactInput) {
    if (input.isNative)
      return { methodName: 'ethToTokenTransferInput', args: [minimumOut, deadline, recipient], value: maximumIn }
    if (output.isNative)
      return { methodName: 'tokenToEthTransferInput', args: [maximumIn, minimumOut, deadline, recipient], value: 0n }
    if (!output.isToken) throw new AppError('TOKEN_TO_TOKEN')
    return {
      methodName: 'tokenToTokenTransferInput',
      args: [maximumIn, minimumOut, 1n, deadline, recipient, output.address],
      value: 0n,
    }
  }
  if (input.isNative)
    return { methodName: 'ethToTokenTransferOutput', args: [minimumOut, deadline, recipient], value: maximumIn }
  if (output.isNative)
    return { methodName: 'tokenToEthTransferOutput', args: [minimumOut, maximumIn, deadline, recipient], value: 0n }
  if (!output.isToken) throw new AppError('INVALID_OUTPUT_CURRENCY')
  return {
    methodName: 'tokenToTokenTransferOutput',
    args: [minimumOut, maximumIn, maxUint256, deadline, recipient, output.address],
    value: 0n,
  }
}
