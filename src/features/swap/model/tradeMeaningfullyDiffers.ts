import type { TradeType } from '@uniswap/sdk-core'
import type { Trade } from '@uniswap/v2-sdk'
import type { SdkCurrency } from '@/entities/token'

type AnyTrade = Trade<SdkCurrency, SdkCurrency, TradeType>

/** True when the trade to confirm is not the one shown any more (spec 2: 'Price Updated'): type, currencies or amounts differ. */
export function tradeMeaningfullyDiffers(tradeA: AnyTrade, tradeB: AnyTrade): boolean {
  return (
    tradeA.tradeType !== tradeB.tradeType ||
    !tradeA.inputAmount.currency.equals(tradeB.inputAmount.currency) ||
    !tradeA.inputAmount.equalTo(tradeB.inputAmount) ||
    !tradeA.outputAmount.currency.equals(tradeB.outputAmount.currency) ||
    !tradeA.outputAmount.equalTo(tradeB.outputAmount)
  )
}
