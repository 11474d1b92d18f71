import { useLingui } from '@lingui/react/macro'
import { type Abi, type Address, BaseError, ContractFunctionRevertedError, type Hash } from 'viem'
import { useAccount, usePublicClient } from 'wagmi'
import { v1ExchangeAbi } from '@/abis/v1Abi'
import { v2RouterAbi } from '@/abis/v2RouterAbi'
import { addressesFor } from '@/config/addresses'
import { displaySymbol } from '@/entities/token'
import { useSubmitTransaction } from '@/entities/transaction'
import { AppError } from '@/lib/errors'
import { withGasMargin } from '@/lib/chain/gasMargin'
import { type SwapCall, type VersionedTrade, v1SwapCall, v2SwapCalls } from '../model/swapCalls'
import { swapErrorFromRevert } from '../model/swapErrors'
import { useV1Exchange } from './useV1Exchange'

export type SwapCallbackState = { state: 'invalid'; error: 'Missing dependencies' | 'Invalid recipient' } | { state: 'loading' } | { state: 'valid'; send: () => Promise<Hash> }

interface Candidate {
  address: Address
  abi: Abi
  call: SwapCall
}

/**
 * The swap write (spec 7): every candidate call is estimated in turn - V2 with and, for exact input, without
 * fee-on-transfer support; V1 its one method - and the first that estimates is sent with a margin. A failed estimate
 * is replayed as a static call to recover the revert reason, which decides the error shown (spec 8).
 */
export function useSwapCallback(chainId: number | undefined, versioned: VersionedTrade | undefined, allowedSlippageBps: number, recipient: Address | undefined, deadline: bigint | undefined): SwapCallbackState {
  const { t } = useLingui()
  const { address: account } = useAccount()
  const client = usePublicClient({ chainId })
  const submit = useSubmitTransaction()
  const router = addressesFor(chainId)?.v2Router
  const exchange = useV1Exchange(chainId, versioned)
  if (!versioned || !account || !client || !chainId || deadline === undefined) return { state: 'invalid', error: 'Missing dependencies' }
  if (!recipient) return { state: 'invalid', error: 'Invalid recipient' }
  const target = versioned.version === 'v2' ? router : exchange
  if (!target) return versioned.version === 'v1' ? { state: 'loading' } : { state: 'invalid', error: 'Missing dependencies' }

  const options = { allowedSlippageBps, recipient, deadline }
  const abi: Abi = versioned.version === 'v2' ? v2RouterAbi : v1ExchangeAbi
  const candidates: Candidate[] = (versioned.version === 'v2' ? v2SwapCalls(versioned.trade, options) : [v1SwapCall(versioned, options)]).map((call) => ({ address: target, abi, call }))
  const { trade } = versioned
  const [inputAmount, inputSymbol] = [trade.inputAmount.toSignificant(3), displaySymbol(trade.inputAmount.currency.symbol)]
  const [outputAmount, outputSymbol] = [trade.outputAmount.toSignificant(3), displaySymbol(trade.outputAmount.currency.symbol)]
  const summary = recipient.toLowerCase() === account.toLowerCase()
    ? t`Swap ${inputAmount} ${inputSymbol} for ${outputAmount} ${outputSymbol}`
    : t`Swap ${inputAmount} ${inputSymbol} for ${outputAmount} ${outputSymbol} to ${recipient}`

  const send = async (): Promise<Hash> => {
    let lastError: Error | undefined
    for (const { address, abi: callAbi, call } of candidates) {
      const request = { address, abi: callAbi, functionName: call.methodName, args: call.args, value: call.value, account }
      try {
        const gas = withGasMargin(await client.estimateContractGas(request))
        try {
          return await submit({ address, abi: callAbi, functionName: call.methodName, args: call.args, value: call.value } as never, { gas, summary })
        } catch (error) {
          if (error instanceof BaseError && error.walk((e) => (e as { code?: unknown }).code === 4001)) throw new AppError('Transaction rejected.', { cause: error })
          console.error('Swap failed', error, call)
          throw new AppError(`Swap failed: ${error instanceof BaseError ? error.shortMessage : String(error)}`, { cause: error })
        }
      } catch (error) {
        if (error instanceof AppError) throw error
        lastError = await diagnose(() => client.simulateContract(request), error)
      }
    }
    throw lastError ?? new AppError('Unexpected error. Please contact support: none of the calls threw an error.')
  }
  return { state: 'valid', send }
}

/** After a failed estimate: the static call either succeeds (a gas problem) or reverts with the reason that explains it. */
async function diagnose(staticCall: () => Promise<unknown>, estimateError: unknown): Promise<AppError> {
  try {
    await staticCall()
    console.debug('Unexpected successful call after failed estimate gas', estimateError)
    return new AppError('Unexpected issue with estimating the gas. Please try again.', { cause: estimateError })
  } catch (callError) {
    const reverted = callError instanceof BaseError ? callError.walk((e) => e instanceof ContractFunctionRevertedError) : null
    const reason = reverted instanceof ContractFunctionRevertedError ? (reverted.reason ?? reverted.shortMessage) : callError instanceof BaseError ? callError.shortMessage : String(callError)
    return swapErrorFromRevert(reason, callError)
  }
}
