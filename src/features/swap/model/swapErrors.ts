import { AppError } from '@/lib/errors'

/** Revert reasons that mean the price moved or the token takes a fee: raising the slippage tolerance helps. */
const SLIPPAGE_REASONS = new Set(['UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', 'UniswapV2Router: EXCESSIVE_INPUT_AMOUNT'])

/** The spec's text for a swap that would revert (section 8), from the revert reason of its static call. */
export function swapErrorFromRevert(reason: string, cause?: unknown): AppError {
  if (SLIPPAGE_REASONS.has(reason)) {
    return new AppError('This transaction will not succeed either due to price movement or fee on transfer. Try increasing your slippage tolerance.', { cause })
  }
  return new AppError(`The transaction cannot succeed due to error: ${reason}. This is probably an issue with one of the tokens you are swapping.`, { cause })
}
