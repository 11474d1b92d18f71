import { msg } from '@lingui/core/macro'
import { type Address, isAddressEqual } from 'viem'
import { useAccount } from 'wagmi'
import { addressesFor } from '@/config/addresses'
import { displaySymbol } from '@/entities/token'
import type { TransactionRequest } from '@/entities/transaction'
import type { VersionedTrade } from '../model/swapCalls'
import { swapRequest } from '../model/swapRequest'
import { useV1Exchange } from './useV1Exchange'
import { formatDecimal } from '@/lib/format/moreFormats'

/** Spec 4, swap callback state: invalid (MISSING_DEPENDENCIES or INVALID_RECIPIENT), loading, or the request to send. */
export type SwapCallbackState =
  | { state: 'invalid'; error: 'MISSING_DEPENDENCIES' | 'INVALID_RECIPIENT' }
  | { state: 'loading' }
  | { state: 'valid'; request: TransactionRequest }

/**
 * The swap as a write request (spec 7): the router's candidate calls for a V2 trade, the V1 exchange's one call for a
 * V1 trade, with the deadline and the summary the transaction list shows. Nothing is sent here: the one write path
 * estimates the candidates in turn, explains a revert (spec 8) and asks the wallet.
 */
export function useSwapCallback(
  chainId: number | undefined,
  versioned: VersionedTrade | undefined,
  allowedSlippageBps: number,
  recipient: Address | undefined,
  deadline: bigint | undefined,
): SwapCallbackState {
  const { address: account } = useAccount()
  const router = addressesFor(chainId)?.v2Router
  const exchange = useV1Exchange(chainId, versioned)
  if (!versioned || !account || !chainId || deadline === undefined)
    return { state: 'invalid', error: 'MISSING_DEPENDENCIES' }
  if (!recipient) return { state: 'invalid', error: 'INVALID_RECIPIENT' }
  const target = versioned.version === 'v2' ? router : exchange
  if (!target)
    return versioned.version === 'v1' ? { state: 'loading' } : { state: 'invalid', error: 'MISSING_DEPENDENCIES' }

  const { trade } = versioned
  const [inputAmount, inputSymbol] = [
    formatDecimal(trade.inputAmount.toSignificant(3)),
    displaySymbol(trade.inputAmount.currency.symbol),
  ]
  const [outputAmount, outputSymbol] = [
    formatDecimal(trade.outputAmount.toSignificant(3)),
    displaySymbol(trade.outputAmount.currency.symbol),
  ]
  const summary = isAddressEqual(recipient, account)
    ? msg`Swap ${inputAmount} ${inputSymbol} for ${outputAmount} ${outputSymbol}`
    : msg`Swap ${inputAmount} ${inputSymbol} for ${outputAmount} ${outputSymbol} to ${recipient}`
  return {
    state: 'valid',
    request: swapRequest(versioned, target, { allowedSlippageBps, recipient, deadline }, summary),
  }
}
