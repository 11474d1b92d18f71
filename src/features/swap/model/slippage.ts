import { CurrencyAmount, TradeType } from '@uniswap/sdk-core'
import type { Trade } from '@uniswap/v2-sdk'
import type { SdkCurrency } from '@/entities/token'
import { AppError } from '@/lib/errors'

/** Slippage is given in basis points of this denominator (spec 9). */
const BPS = 10_000n

/** The slippage as a bigint; outside 0 to 10000 whole basis points throws UNEXPECTED_SLIPPAGE (spec 5). */
function slippage(bps: number): bigint {
  if (!Number.isInteger(bps) || bps < 0 || bps > 10_000)
    throw new AppError('UNEXPECTED_SLIPPAGE', { details: `slippage: ${bps}` })
  return BigInt(bps)
}

const toBigInt = (amount: CurrencyAmount<SdkCurrency>): bigint => BigInt(amount.quotient.toString())

/**
 * The least an exact-input trade may return at a slippage: amountOut x (1 - bps/10000), rounded down, exactly as the
 * v2-sdk's `Trade.minimumAmountOut` (and so the router calldata) computes it.
 */
export function minimumAmountOut(amountOut: bigint, slippageBps: number): bigint {
  return (amountOut * (BPS - slippage(slippageBps))) / BPS
}

/** The most an exact-output trade may take at a slippage: amountIn x (1 + bps/10000), rounded down, as the v2-sdk. */
export function maximumAmountIn(amountIn: bigint, slippageBps: number): bigint {
  return (amountIn * (BPS + slippage(slippageBps))) / BPS
}

/** The amounts a trade commits to at a slippage: exact input gives the input and the minimum out, exact output the maximum in and the output. */
export function computeSlippageAdjustedAmounts(
  trade: Trade<SdkCurrency, SdkCurrency, TradeType> | undefined,
  slippageBps: number,
): { INPUT?: CurrencyAmount<SdkCurrency>; OUTPUT?: CurrencyAmount<SdkCurrency> } {
  if (!trade) return {}
  const { inputAmount, outputAmount } = trade
  return trade.tradeType === TradeType.EXACT_INPUT
    ? {
        INPUT: inputAmount,
        OUTPUT: CurrencyAmount.fromRawAmount(
          outputAmount.currency,
          minimumAmountOut(toBigInt(outputAmount), slippageBps).toString(),
        ),
      }
    : {
        INPUT: CurrencyAmount.fromRawAmount(
          inputAmount.currency,
          maximumAmountIn(toBigInt(inputAmount), slippageBps).toString(),
        ),
        OUTPUT: outputAmount,
      }
}
