import { BaseError, ContractFunctionRevertedError } from 'viem'
import { errorChain } from '@/lib/errors'

/** The revert in an error's cause chain (through the engine's own AppErrors too), if there is one. */
function findRevert(error: unknown): ContractFunctionRevertedError | undefined {
  for (const e of errorChain(error)) if (e instanceof ContractFunctionRevertedError) return e
  return undefined
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
