import { useState } from 'react'
import { type TransactionRequest, useWrite } from '@/entities/transaction'
import { AppError, findAppError } from '@/lib/errors'

/**
 * A reward-pool transaction through the one write path, as its WriteDialog renders it. `send` builds the request
 * first; a request that cannot be built (STAKE_WITHOUT_APPROVAL) is logged and shown like a failed send. A rejection
 * in the wallet goes back to the form silently (spec 8): `error` is any other failure, shown with Dismiss.
 */
export function usePoolWrite() {
  const write = useWrite()
  const [buildError, setBuildError] = useState<AppError>()

  const send = async (build: () => TransactionRequest): Promise<void> => {
    if (write.busy) return
    setBuildError(undefined)
    let request: TransactionRequest
    try {
      request = build()
    } catch (failure) {
      const appError = findAppError(failure) ?? new AppError('UNKNOWN_ERROR', { cause: failure })
      console.error(appError.shortMessage, failure)
      setBuildError(appError)
      return
    }
    await write.write(request)
  }

  const reset = () => {
    setBuildError(undefined)
    if (!write.busy) write.reset()
  }
  return {
    status: buildError ? ('failed' as const) : write.status,
    hash: write.hash,
    error: buildError ?? write.failure,
    send,
    reset,
  }
}
