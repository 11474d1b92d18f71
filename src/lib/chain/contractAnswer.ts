import { ContractFunctionRevertedError, ContractFunctionZeroDataError } from 'viem'
import { errorChain } from '@/lib/errors'

/** Whether a read failed because nothing answers at the address (no code there: the call returned no data). */
export const isNoContractData = (error: unknown): boolean =>
  [...errorChain(error)].some((e) => e instanceof ContractFunctionZeroDataError)

/**
 * Whether a read failed with the contract's own answer (no code, or a revert) rather than the node's: asking the same
 * block again gives the same answer.
 */
export const isContractAnswer = (error: unknown): boolean =>
  [...errorChain(error)].some(
    (e) => e instanceof ContractFunctionZeroDataError || e instanceof ContractFunctionRevertedError,
  )

/** How many further attempts a failing chain read gets when the node failed (TanStack's default). */
const NODE_RETRIES = 3

/**
 * A query `retry` for chain reads: the node's failures are retried, the contract's answer is final at once. A block
 * read's retries can outlast the block, and the next block's query then starts over, so the error would never show.
 */
export const retryNodeFailures = (failureCount: number, error: unknown): boolean =>
  failureCount < NODE_RETRIES && !isContractAnswer(error)
