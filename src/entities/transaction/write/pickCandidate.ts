import { type Address, BaseError, ContractFunctionRevertedError } from 'viem'
import { sanitizeDisplayText } from '@/entities/token'
import type { SimulationClient } from '@/lib/chain/simulationClient'
import { AppError } from '@/lib/errors'
import { withGasMargin } from '@/lib/chain/gasMargin'
import type { ContractCall } from './contractCall'

/** How estimate failures are worded: with the swap texts of spec 8, or plainly. */
export type FailureWording = 'swap' | 'plain'

/** A fixed limit (spec 9: stake 350000, exit 300000, getReward 350000), or a limit from the estimate. */
export type GasRule = bigint | ((estimate: bigint) => bigint)

/** Revert reasons that mean the price moved or the token takes a fee: raising the slippage tolerance helps. */
const SLIPPAGE_REASONS = new Set([
  'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT',
  'UniswapV2Router: EXCESSIVE_INPUT_AMOUNT',
])

/** Longest revert reason shown, in graphemes: a reason is whatever the contract (a token anyone deployed) says. */
export const MAX_REVERT_REASON_GRAPHEMES = 120
/** Longest wallet or node message shown, in graphemes. */
export const MAX_FAILURE_MESSAGE_GRAPHEMES = 300

/** The revert in an error's cause chain, if there is one. */
function findRevert(error: unknown): ContractFunctionRevertedError | undefined {
  if (!(error instanceof BaseError)) return undefined
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError)
  return reverted instanceof ContractFunctionRevertedError ? reverted : undefined
}

/** The revert reason in an error's cause chain, or its short message. */
export function revertReason(error: unknown): string {
  if (!(error instanceof BaseError)) return error instanceof Error ? error.message : String(error)
  const reverted = findRevert(error)
  if (reverted) return reverted.reason ?? reverted.shortMessage
  return error.shortMessage
}

/** The reason a contract reverted with, when the error's cause chain holds a revert with one. */
export const contractRevertReason = (error: unknown): string | undefined => findRevert(error)?.reason

/** Text from outside the app (a wallet's or node's message) as it may be shown: sanitised like a token name, clipped. */
export const failureMessage = (message: string): string => sanitizeDisplayText(message, MAX_FAILURE_MESSAGE_GRAPHEMES)

/**
 * The spec's text for a reason a static call gave (section 8). The reason is the contract's words, never the app's:
 * it is sanitised like a token name (bidi, zero-width and control characters removed), clipped to
 * MAX_REVERT_REASON_GRAPHEMES, and the catalogue quotes it as what the contract said (REVERTED, SEND_REVERTED).
 */
export function errorFromRevert(reason: string, wording: FailureWording, cause: unknown): AppError {
  if (wording === 'swap' && SLIPPAGE_REASONS.has(reason)) return new AppError('SLIPPAGE_REVERT', { cause })
  const quoted = sanitizeDisplayText(reason, MAX_REVERT_REASON_GRAPHEMES)
  if (wording === 'plain') return new AppError('SEND_REVERTED', { params: { reason: quoted }, cause, details: reason })
  return new AppError('REVERTED', { params: { reason: quoted }, cause, details: reason })
}

/**
 * A failed call (a static call replaying a failed estimate, or the wallet's send) as the catalogue words it: a
 * contract's revert reason quoted (errorFromRevert); without one (a bare revert, a node's error), the failure's own
 * message, sanitised and clipped, as a failed swap or send.
 */
export function callFailure(error: unknown, wording: FailureWording): AppError {
  const reason = contractRevertReason(error)
  if (reason !== undefined && sanitizeDisplayText(reason, MAX_REVERT_REASON_GRAPHEMES) !== '')
    return errorFromRevert(reason, wording, error)
  const message = failureMessage(revertReason(error))
  return new AppError(wording === 'swap' ? 'SWAP_FAILED' : 'SEND_FAILED', { params: { message }, cause: error })
}

/**
 * Spec 7: each candidate call is estimated in turn and the first that estimates is sent with a margin over its
 * estimate (or the fixed limit the write names). A failed estimate is replayed as a static call: if that succeeds the
 * estimate itself was the problem; if it reverts, its reason decides the message. When nothing estimates, the last
 * call's explanation is thrown (or, for several candidates worded plainly, WOULD_FAIL, spec 4's remove flow).
 */
export async function pickCandidate(
  client: SimulationClient,
  account: Address,
  calls: readonly ContractCall[],
  gas: GasRule | undefined,
  wording: FailureWording,
): Promise<{ call: ContractCall; gas: bigint }> {
  let last: AppError | undefined
  for (const call of calls) {
    if (typeof gas === 'bigint') return { call, gas }
    try {
      const estimate = await client.estimateContractGas({ ...call, account })
      return { call, gas: gas ? gas(estimate) : withGasMargin(estimate) }
    } catch (estimateError) {
      console.debug(`Gas estimate failed for ${call.functionName}`, estimateError)
      last = await explainEstimateFailure(client, account, call, estimateError, wording)
    }
  }
  if (!last) throw new AppError('NO_CALL_THREW')
  if (calls.length > 1 && wording === 'plain') {
    console.error('This transaction would fail. Please contact support.', last)
    throw new AppError('WOULD_FAIL', { cause: last })
  }
  throw last
}

async function explainEstimateFailure(
  client: SimulationClient,
  account: Address,
  call: ContractCall,
  estimateError: unknown,
  wording: FailureWording,
): Promise<AppError> {
  try {
    await client.simulateContract({ ...call, account })
    console.debug('Unexpected successful call after failed estimate gas', estimateError)
    return new AppError('GAS_ESTIMATE_UNEXPECTED', { cause: estimateError })
  } catch (callError) {
    return callFailure(callError, wording)
  }
}
