/** Reverts as viem reports them, for the tests of how a failed call is worded (engine and swap). */
import { ContractFunctionExecutionError, ContractFunctionRevertedError, encodeErrorResult, parseAbi } from 'viem'

export const revertAbi = parseAbi(['function swap()', 'error Error(string)'])

/** A static call that reverted with `reason`: the revert data inside the call's execution error. */
export function reverted(reason: string): ContractFunctionExecutionError {
  const data = encodeErrorResult({ abi: revertAbi, errorName: 'Error', args: [reason] })
  return new ContractFunctionExecutionError(
    new ContractFunctionRevertedError({ abi: revertAbi, data, functionName: 'swap' }),
    { abi: revertAbi, functionName: 'swap' },
  )
}

/** A revert without a reason. */
export const bareRevert = () => new ContractFunctionRevertedError({ abi: revertAbi, functionName: 'swap' })

/** The router's reasons for a price that moved or a token that takes a fee. */
export const SLIPPAGE_REASONS = [
  'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT',
  'UniswapV2Router: EXCESSIVE_INPUT_AMOUNT',
] as const
