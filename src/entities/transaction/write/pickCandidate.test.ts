import { BaseError, ContractFunctionExecutionError, ContractFunctionRevertedError, encodeErrorResult, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { errorFromRevert, revertReason } from './pickCandidate'

const SLIPPAGE_REASONS = ['UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', 'UniswapV2Router: EXCESSIVE_INPUT_AMOUNT']
const abi = parseAbi(['function swap()', 'error Error(string)'])

/** A static call that reverted with `reason`, as viem reports it: the revert data inside the call's execution error. */
function reverted(reason: string): ContractFunctionExecutionError {
  const data = encodeErrorResult({ abi, errorName: 'Error', args: [reason] })
  return new ContractFunctionExecutionError(new ContractFunctionRevertedError({ abi, data, functionName: 'swap' }), { abi, functionName: 'swap' })
}

describe('errorFromRevert', () => {
  it('swap wording: slippage and fee-on-transfer reverts suggest raising the slippage tolerance', () => {
    for (const reason of SLIPPAGE_REASONS) {
      const cause = reverted(reason)
      const error = errorFromRevert(reason, 'swap', cause)
      expect(error.code).toBe('SLIPPAGE_REVERT')
      expect(error.cause).toBe(cause)
    }
  })

  it('swap wording: any other reason is named', () => {
    const error = errorFromRevert('UniswapV2: K', 'swap', undefined)
    expect(error.code).toBe('REVERTED')
    expect(error.params).toEqual({ reason: 'UniswapV2: K' })
  })

  it('plain wording: every reason, slippage included, is a failed send with the reason as its message', () => {
    for (const reason of ['UniswapV2: K', ...SLIPPAGE_REASONS]) {
      const error = errorFromRevert(reason, 'plain', undefined)
      expect(error.code).toBe('SEND_FAILED')
      expect(error.params).toEqual({ message: reason })
    }
  })
})

describe('revertReason', () => {
  it('the reason of the revert anywhere in the cause chain', () => {
    expect(revertReason(reverted('UniswapV2: K'))).toBe('UniswapV2: K')
    expect(revertReason(new BaseError('Estimate failed', { cause: reverted('UniswapV2Router: EXPIRED') }))).toBe('UniswapV2Router: EXPIRED')
  })

  it("a revert without a reason gives the revert's short message", () => {
    const bare = new ContractFunctionRevertedError({ abi, functionName: 'swap' })
    expect(revertReason(bare)).toBe(bare.shortMessage)
    expect(revertReason(bare)).toMatch(/swap/)
  })

  it('other errors give their short message, plain errors their message, anything else as text', () => {
    expect(revertReason(new BaseError('Nonce too low'))).toBe('Nonce too low')
    expect(revertReason(new Error('socket closed'))).toBe('socket closed')
    expect(revertReason('boom')).toBe('boom')
  })
})
