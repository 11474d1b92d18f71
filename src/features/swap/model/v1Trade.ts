import { CurrencyAmount, type Token, TradeType } from '@uniswap/sdk-core'
import { InsufficientInputAmountError, InsufficientReservesError, Pair, Route, Trade } from '@uniswap/v2-sdk'
import type { SdkCurrency } from '@/entities/token'

/**
 * A V1 exchange priced as a V2 pair of WETH and its token (V1 takes the same 0.3% fee, so the same formula), from the
 * exchange's ETH and token balances; undefined when a reserve is empty or the token is WETH itself.
 */
export function v1MockPair(weth: Token, token: Token, ethReserve: bigint, tokenReserve: bigint): Pair | undefined {
  if (ethReserve <= 0n || tokenReserve <= 0n || token.equals(weth)) return undefined
  return new Pair(
    CurrencyAmount.fromRawAmount(token, tokenReserve.toString()),
    CurrencyAmount.fromRawAmount(weth, ethReserve.toString()),
  )
}

/** The pair's token that is not `token`. */
const otherToken = (pair: Pair, token: Token): Token => (pair.token0.equals(token) ? pair.token1 : pair.token0)

/** True when the exchange trades `token` against the other side's wrapped native coin, `weth`. */
const trades = (pair: Pair | undefined, token: Token, weth: Token): pair is Pair =>
  Boolean(pair?.involvesToken(token) && pair.involvesToken(weth))

/**
 * The V1 pairs a trade goes through: ETH to a token via the token's exchange, a token to ETH via its own, token to
 * token via both (through WETH); undefined when one is missing or does not trade the currency.
 */
function v1Pairs(
  input: SdkCurrency,
  output: SdkCurrency,
  { input: inputPair, output: outputPair }: { input?: Pair; output?: Pair },
): Pair[] | undefined {
  if (input.isNative && output.isNative) return undefined
  if (input.isNative) return trades(outputPair, output.wrapped, input.wrapped) ? [outputPair] : undefined
  if (output.isNative) return trades(inputPair, input.wrapped, output.wrapped) ? [inputPair] : undefined
  if (!inputPair?.involvesToken(input.wrapped) || !outputPair?.involvesToken(output.wrapped)) return undefined
  const weth = otherToken(inputPair, input.wrapped)
  return trades(outputPair, output.wrapped, weth) ? [inputPair, outputPair] : undefined
}

/**
 * The V1 trade between two currencies (spec 2: 'Showing V1 price'), or undefined when an exchange is missing, the
 * amount is not of the exact side's currency, or the trade is impossible (too little input, too little reserve).
 */
export function v1Trade(
  input: SdkCurrency,
  output: SdkCurrency,
  amount: CurrencyAmount<SdkCurrency>,
  tradeType: TradeType,
  pairs: { input?: Pair; output?: Pair },
): Trade<SdkCurrency, SdkCurrency, TradeType> | undefined {
  const route = input.equals(output) ? undefined : v1Pairs(input, output, pairs)
  if (!route || !amount.currency.equals(tradeType === TradeType.EXACT_INPUT ? input : output)) return undefined
  try {
    return new Trade(new Route<SdkCurrency, SdkCurrency>(route, input, output), amount, tradeType)
  } catch (error) {
    if (error instanceof InsufficientInputAmountError || error instanceof InsufficientReservesError) return undefined
    throw error
  }
}
