import { CurrencyAmount, Percent, type TradeType } from '@uniswap/sdk-core'
import type { Trade } from '@uniswap/v2-sdk'
import type { SdkCurrency } from '@/entities/token'
import { formatPercent } from '@/lib/format/moreFormats'

type AnyTrade = Trade<SdkCurrency, SdkCurrency, TradeType>

const ONE_HUNDRED_PERCENT = new Percent(1)
/** What a pair passes on of each input after its 0.30% liquidity-provider fee (spec 9). */
const INPUT_FRACTION_AFTER_FEE = new Percent(997, 1000)
const ONE_BIP = new Percent(1, 10_000)
/** Spec 9 price-impact bands (percent), lowest first: below the n-th bound the severity is n. */
const SEVERITY_BOUNDS = [1, 3, 5, 15].map((percent) => new Percent(percent, 100))
const CONFIRM = new Percent(3, 100)
const TYPED_CONFIRM = new Percent(5, 100)

/** The share of the input that goes to liquidity providers: 1 - 0.997^hops. */
export function computeRealizedLPFee(trade: AnyTrade): Percent {
  const kept = trade.route.pairs.reduce((fraction) => fraction.multiply(INPUT_FRACTION_AFTER_FEE), ONE_HUNDRED_PERCENT)
  return ONE_HUNDRED_PERCENT.subtract(kept)
}

/** The trade's x*y=k price impact (its price impact less the fees) and the fee as an amount of the input. */
export function computeTradePriceBreakdown(trade: AnyTrade | undefined): {
  priceImpactWithoutFee?: Percent
  realizedLPFee?: CurrencyAmount<SdkCurrency>
} {
  if (!trade) return {}
  const fee = computeRealizedLPFee(trade)
  return {
    priceImpactWithoutFee: trade.priceImpact.subtract(fee),
    realizedLPFee: CurrencyAmount.fromRawAmount(
      trade.inputAmount.currency,
      fee.multiply(trade.inputAmount.quotient).quotient,
    ),
  }
}

/** The warning level of a price impact (spec 9): <1% 0, <3% 1, <5% 2, <15% 3, else 4; none known gives 0. */
export function warningSeverity(priceImpact: Percent | undefined): 0 | 1 | 2 | 3 | 4 {
  if (!priceImpact) return 0
  const band = SEVERITY_BOUNDS.findIndex((bound) => priceImpact.lessThan(bound))
  return band === -1 ? 4 : (band as 0 | 1 | 2 | 3)
}

/** What a non-expert must do to send a swap (spec 5): below 3% nothing, 3% to below 5% confirm, from 5% type 'confirm'. */
export function impactConfirmation(priceImpactWithoutFee: Percent | undefined): 'none' | 'confirm' | 'typed' {
  if (!priceImpactWithoutFee || priceImpactWithoutFee.lessThan(CONFIRM)) return 'none'
  return priceImpactWithoutFee.lessThan(TYPED_CONFIRM) ? 'confirm' : 'typed'
}

/** A price impact as shown: '<0.01%' below one basis point, else two decimals and '%'; '-' when unknown. */
export function formatPriceImpact(priceImpact: Percent | undefined): string {
  if (!priceImpact) return '-'
  return priceImpact.lessThan(ONE_BIP)
    ? formatPercent('0.01', 2, undefined, true)
    : formatPercent(priceImpact.toFixed(2))
}
