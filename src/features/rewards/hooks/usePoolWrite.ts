import { useState } from 'react'
import { type TransactionRequest, useWrite } from '@/entities/transaction'
import { AppError, findAppError } from '@/lib/errors'
import { dialogView } from '../model/dialogView'

/**
 * A reward-pool transaction through the one write path, as a dialog renders it. `send` builds the request first; a
 * request that cannot be built (STAKE_WITHOUT_APPROVAL) is logged and shown like a failed send.
 */
export function usePoolWrite() {
  const write = useWrite()
  const [buildError, setBuildError] = useState<AppError>()
  const error = buildError ?? write.failure

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

  return {
    view: dialogView(buildError ? 'failed' : write.status, write.hash !== undefined, error),
    hash: write.hash,
    error,
    send,
    reset: () => {
      setBuildError(undefined)
      if (!write.busy) write.reset()
    },
  }
}
