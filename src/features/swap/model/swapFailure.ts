import { contractRevertReason } from '@/entities/transaction'
import { AppError, findAppError, isAppError } from '@/lib/errors'

/** Revert reasons that mean the price moved or the token takes a fee: raising the slippage tolerance helps. */
const SLIPPAGE_REASONS = new Set([
  'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT',
  'UniswapV2Router: EXCESSIVE_INPUT_AMOUNT',
])

/**
 * A failed swap as spec 8 words it, from the write engine's codes: a slippage revert suggests raising the tolerance,
 * another revert names the token as the likely issue (REVERTED), a send without a reason reads 'Swap failed'. When
 * no candidate call estimated (WOULD_FAIL), the last one's failure speaks. Anything else keeps its own code.
 */
export function swapFailure(error: AppError): AppError {
  const failure = isAppError(error, 'WOULD_FAIL') ? (findAppError(error.cause) ?? error) : error
  if (isAppError(failure, 'SEND_REVERTED')) {
    const reason = contractRevertReason(failure)
    if (reason !== undefined && SLIPPAGE_REASONS.has(reason))
      return new AppError('SLIPPAGE_REVERT', { cause: failure.cause })
    return new AppError('REVERTED', { params: failure.params, cause: failure.cause, details: failure.details })
  }
  if (isAppError(failure, 'SEND_FAILED'))
    return new AppError('SWAP_FAILED', { params: failure.params, cause: failure.cause })
  return failure
}
