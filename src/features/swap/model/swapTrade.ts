import { CurrencyAmount, type Token, TradeType } from '@uniswap/sdk-core'
import type { Pair, Trade } from '@uniswap/v2-sdk'
import { atMaxAmount, maxAmountSpend } from '@/entities/balance'
import { type PairReserves, type TokenPairs, existingPairs, pairResults } from '@/entities/pair'
import {
  type Currency,
  type SdkCurrency,
  type TokenInfo,
  toSdkCurrency,
  toSdkToken,
  wrappedNative,
} from '@/entities/token'
import type { Field } from '@/lib/url'
import { bestV2Trade } from './bestTrade'
import { tryParseAmount } from './parseAmount'
import type { VersionedTrade } from './swapCalls'
import { v1MockPair, v1Trade } from './v1Trade'
import { versionNotice } from './versionNotice'

type AnyTrade = Trade<SdkCurrency, SdkCurrency, TradeType>

/** A V1 exchange's reserves: its ETH and token balances. */
export interface V1Reserves {
  eth: bigint
  tokens: bigint
}

/** What the swap screen read for the form: plain data, no SDK objects. */
export interface SwapReads {
  chainId: number | undefined
  use: 'v1' | 'v2'
  independentField: Field
  typedValue: string
  singleHopOnly: boolean
  currencies: Record<Field, Currency | undefined>
  balances: Record<Field, bigint | undefined>
  /** The V2 pairs the trade is searched over, as SDK pairs (`routePairs`). */
  pairs: Pair[]
  /** The sides' V1 exchanges, read only while the V1 version is shown. */
  v1: Record<Field, V1Reserves | undefined>
}

export interface SwapSide {
  currency: Currency | undefined
  sdk: SdkCurrency | undefined
  balance: CurrencyAmount<SdkCurrency> | undefined
}

/** The trade for the form, and what the form shows of it. */
export interface SwapTrade {
  sides: Record<Field, SwapSide>
  independentField: Field
  typedValue: string
  parsedAmount: CurrencyAmount<SdkCurrency> | undefined
  v1: AnyTrade | undefined
  v2: AnyTrade | undefined
  /** The trade shown: V2, or V1 with use=v1. */
  trade: VersionedTrade | undefined
  notice: ReturnType<typeof versionNotice>
  /** The side not typed, as shown (6 significant digits), or '' without a trade. */
  dependent: string
  /** The input amount MAX types; undefined without a balance or when the input is at it already. */
  max: string | undefined
}

/** The existing V2 pairs among the routing candidates, with their reserves (spec 7). */
export function routePairs(candidates: TokenPairs<TokenInfo>, reserves: PairReserves): Pair[] {
  const sdkPairs = candidates.map(([a, b]) => [a && toSdkToken(a), b && toSdkToken(b)] as const)
  return existingPairs(pairResults(sdkPairs, reserves))
}

function side(chainId: number | undefined, currency: Currency | undefined, balance: bigint | undefined): SwapSide {
  const weth = wrappedNative(chainId)
  const sdk = currency && weth ? toSdkCurrency(currency, weth) : undefined
  const amount = sdk && balance !== undefined ? CurrencyAmount.fromRawAmount(sdk, balance.toString()) : undefined
  return { currency, sdk, balance: amount }
}

/** A V1 exchange priced as a pair of WETH and its token. */
function v1Pair(weth: Token | undefined, currency: SdkCurrency, reserves: V1Reserves | undefined): Pair | undefined {
  return weth && currency.isToken && reserves ? v1MockPair(weth, currency, reserves.eth, reserves.tokens) : undefined
}

/**
 * The best trade for the form (spec 4, 7): V2 over the routing pairs (1 to 3 hops, or 1 with single-hop only), V1
 * through the sides' exchanges with use=v1; the other side's amount and MAX follow from it.
 */
export function swapTrade(reads: SwapReads): SwapTrade {
  const { chainId, use, independentField, typedValue } = reads
  const sides = {
    INPUT: side(chainId, reads.currencies.INPUT, reads.balances.INPUT),
    OUTPUT: side(chainId, reads.currencies.OUTPUT, reads.balances.OUTPUT),
  }
  const { INPUT: input, OUTPUT: output } = { INPUT: sides.INPUT.sdk, OUTPUT: sides.OUTPUT.sdk }
  const exactIn = independentField === 'INPUT'
  const tradeType = exactIn ? TradeType.EXACT_INPUT : TradeType.EXACT_OUTPUT
  const parsedAmount = tryParseAmount(typedValue, exactIn ? input : output)
  const other = exactIn ? output : input
  const v2 =
    parsedAmount && other ? bestV2Trade(reads.pairs, parsedAmount, other, tradeType, reads.singleHopOnly) : undefined
  const wethInfo = wrappedNative(chainId)
  const weth = wethInfo && toSdkToken(wethInfo)
  const v1 =
    use === 'v1' && parsedAmount && input && output
      ? v1Trade(input, output, parsedAmount, tradeType, {
          input: v1Pair(weth, input, reads.v1.INPUT),
          output: v1Pair(weth, output, reads.v1.OUTPUT),
        })
      : undefined
  const shown = use === 'v1' ? v1 : v2
  const trade: VersionedTrade | undefined = shown ? { version: use, trade: shown } : undefined
  const dependent = (exactIn ? shown?.outputAmount : shown?.inputAmount)?.toSignificant(6) ?? ''
  const maxInput = maxAmountSpend(sides.INPUT.balance)
  const max =
    maxInput && !atMaxAmount(sides.INPUT.balance, exactIn ? parsedAmount : shown?.inputAmount)
      ? maxInput.toExact()
      : undefined
  return {
    sides,
    independentField,
    typedValue,
    parsedAmount,
    v1,
    v2,
    trade,
    notice: versionNotice(use, v1, v2),
    dependent,
    max,
  }
}
