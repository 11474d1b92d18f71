import type { Abi, Address } from 'viem'
import { v1ExchangeAbi } from '@/abis/v1Abi'
import { v2RouterAbi } from '@/abis/v2RouterAbi'
import { type TransactionRequest, contractCall } from '@/entities/transaction'
import { type SwapCallOptions, type VersionedTrade, v1SwapCall, v2SwapCalls } from './swapCalls'

/**
 * The swap as one request of the write path (spec 7): the candidate calls in the order the engine tries them (V2's
 * method, then its fee-on-transfer variant for exact input; V1's one method) on `target`, router or V1 exchange.
 */
export function swapRequest(
  versioned: VersionedTrade,
  target: Address,
  options: SwapCallOptions,
  summary: TransactionRequest['summary'],
): TransactionRequest {
  // The method names come from the SDK at run time: typed against the ABI as a whole, which viem checks as it encodes.
  const abi: Abi = versioned.version === 'v2' ? v2RouterAbi : v1ExchangeAbi
  const swapCalls =
    versioned.version === 'v2' ? v2SwapCalls(versioned.trade, options) : [v1SwapCall(versioned, options)]
  const calls = swapCalls.map(({ methodName, args, value }) =>
    contractCall({ address: target, abi, functionName: methodName, args, value }),
  )
  return { kind: 'transaction', calls, summary, deadline: options.deadline }
}
