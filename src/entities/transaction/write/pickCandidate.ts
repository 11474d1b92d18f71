import type { Address } from 'viem'
import { sanitizeDisplayText } from '@/entities/token'
import type { SimulationClient } from '@/lib/chain/simulationClient'
import { AppError } from '@/lib/errors'
import { withGasMargin } from '@/lib/chain/gasMargin'
import type { ContractCall } from './contractCall'
import { contractRevertReason, revertReason } from './revertReason'

/** A fixed limit (spec 9: stake 350000, exit 300000, getReward 350000), or a limit from the estimate. */
export type GasRule = bigint | ((estimate: bigint) => bigint)

/** Longest revert reason shown, in graphemes: a reason is whatever the contract (a token anyone deployed) says. */
export const MAX_REVERT_REASON_GRAPHEMES = 120
/** Longest wallet or node message shown, in graphemes. */
export const MAX_FAILURE_MESSAGE_GRAPHEMES = 300

/** Text from outside the app (a wallet's or node's message) as it may be shown: sanitised like a token name, clipped. */
export const failureMessage = (message: string): string => sanitizeDisplayText(message, MAX_FAILURE_MESSAGE_GRAPHEMES)

/**
 * SEND_REVERTED for a static call's revert reason (spec 8). The reason is a contract's words (any token's), so it is
 * sanitised like a token name and clipped before it is quoted; the whole reason stays in the details for the logs.
 */
export function errorFromRevert(reason: string, cause: unknown): AppError {
  const quoted = sanitizeDisplayText(reason, MAX_REVERT_REASON_GRAPHEMES)
  return new AppError('SEND_REVERTED', { params: { reason: quoted }, cause, details: reason })
}

/**
 * A failed call (a static call replaying a failed estimate, or the wallet's send) as a code: a contract's revert
 * reason quoted (errorFromRevert); without one (a bare revert, a node's error), SEND_FAILED with the failure's own
 * message, sanitised and clipped.
 */
export function callFailure(error: unknown): AppError {
  const reason = contractRevertReason(error)
  if (reason !== undefined && sanitizeDisplayText(reason, MAX_REVERT_REASON_GRAPHEMES) !== '')
    return errorFromRevert(reason, error)
  const message = failureMessage(revertReason(error))
  return new AppError('SEND_FAILED', { params: { message }, cause: error })
}

/**
 * Spec 7: the first candidate call that estimates is sent, with a margin over its estimate or the write's fixed
 * limit. A failed estimate is replayed as a static call, so the message can give the contract's own reason; with
 * several candidates (spec 4's remove flow) the failure is WOULD_FAIL, caused by the last call's.
 */
export async function pickCandidate(
  client: SimulationClient,
  account: Address,
  calls: readonly ContractCall[],
  gas: GasRule | undefined,
): Promise<{ call: ContractCall; gas: bigint }> {
  let last: AppError | undefined
  for (const call of calls) {
    if (typeof gas === 'bigint') return { call, gas }
    try {
      const estimate = await client.estimateContractGas({ ...call, account })
      return { call, gas: gas ? gas(estimate) : withGasMargin(estimate) }
    } catch (estimateError) {
      console.debug(`Gas estimate failed for ${call.functionName}`, estimateError)
      last = await explainEstimateFailure(client, account, call, estimateError)
    }
  }
  if (!last) throw new AppError('NO_CALL_THREW')
  if (calls.length > 1) {
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
): Promise<AppError> {
  try {
    await client.simulateContract({ ...call, account })
    console.debug('Unexpected successful call after failed estimate gas', estimateError)
    return new AppError('GAS_ESTIMATE_UNEXPECTED', { cause: estimateError })
  } catch (callError) {
    return callFailure(callError)
  }
}
