import { type Address, BaseError, ContractFunctionRevertedError } from 'viem'
import type { SimulationClient } from '@/lib/chain/simulationClient'
import { AppError } from '@/lib/errors'
import { withGasMargin } from '@/lib/chain/gasMargin'
import type { ContractCall } from './contractCall'

/** How estimate failures are worded: with the swap texts of spec 8, or plainly. */
export type FailureWording = 'swap' | 'plain'

/** A fixed limit (spec 9: stake 350000, exit 300000, getReward 350000), or a limit from the estimate. */
export type GasRule = bigint | ((estimate: bigint) => bigint)

/** Revert reasons that mean the price moved or the token takes a fee: raising the slippage tolerance helps. */
const SLIPPAGE_REASONS = new Set(['UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', 'UniswapV2Router: EXCESSIVE_INPUT_AMOUNT'])

/** The revert reason in an error's cause chain, or its short message. */
export function revertReason(error: unknown): string {
  if (!(error instanceof BaseError)) return error instanceof Error ? error.message : String(error)
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError)
  if (reverted instanceof ContractFunctionRevertedError) return reverted.reason ?? reverted.shortMessage
  return error.shortMessage
}

/** The spec's text for a reason a static call gave (section 8). */
export function errorFromRevert(reason: string, wording: FailureWording, cause: unknown): AppError {
  if (wording === 'plain') return new AppError('SEND_FAILED', { params: { message: reason }, cause })
  if (SLIPPAGE_REASONS.has(reason)) return new AppError('SLIPPAGE_REVERT', { cause })
  return new AppError('REVERTED', { params: { reason }, cause })
}

/**
 * Spec 7: each candidate call is estimated in turn and the first that estimates is sent with a margin over its
 * estimate (or the fixed limit the write names). A failed estimate is replayed as a static call: if that succeeds the
 * estimate itself was the problem; if it reverts, its reason decides the message. When nothing estimates, the last
 * call's explanation is thrown (or, for several candidates worded plainly, WOULD_FAIL, spec 4's remove flow).
 */
export async function pickCandidate(client: SimulationClient, account: Address, calls: readonly ContractCall[], gas: GasRule | undefined, wording: FailureWording): Promise<{ call: ContractCall; gas: bigint }> {
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

async function explainEstimateFailure(client: SimulationClient, account: Address, call: ContractCall, estimateError: unknown, wording: FailureWording): Promise<AppError> {
  try {
    await client.simulateContract({ ...call, account })
    console.debug('Unexpected successful call after failed estimate gas', estimateError)
    return new AppError('GAS_ESTIMATE_UNEXPECTED', { cause: estimateError })
  } catch (callError) {
    return errorFromRevert(revertReason(callError), wording, callError)
  }
}
