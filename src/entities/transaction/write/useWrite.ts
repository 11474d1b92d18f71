import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import type { Address } from 'viem'
import { type Config, useAccount, useConfig } from 'wagmi'
import { currentFreshness, isCurrent } from '@/lib/chain/health'
import { AppError, findAppError, isUserRejection } from '@/lib/errors'
import { sendRefused } from '@/lib/hosting'
import { useTransactionStore } from '../transactionStore'
import type { WriteRequest, WriteResult } from './executeWrite'
import { type WriteStatus, writeStatus } from './writeStatus'

interface WriteVariables {
  request: WriteRequest
  account: Address | undefined
  chainId: number | undefined
}

/**
 * The write path (gas estimate, wallet request, viem's transaction preparation), loaded with the first write or when
 * the user heads for a send button: a page that only reads never needs it.
 */
export const loadWritePath = () => import('./executeWrite')

const preloadWritePath = (): void => void loadWritePath().catch(() => undefined)

/** Spread on a button that sends a write: pointing at it, pressing it or focusing it starts loading the write path. */
export const writeIntent = {
  onPointerEnter: preloadWritePath,
  onPointerDown: preloadWritePath,
  onFocus: preloadWritePath,
} as const

/** The write as a TanStack mutation, the way wagmi builds `useWriteContract` on `writeContractMutationOptions`. */
export function writeMutationOptions(config: Config) {
  return {
    mutationKey: ['write'] as const,
    mutationFn: async ({ request, account, chainId }: WriteVariables): Promise<WriteResult> => {
      // Nothing is sent where another site can act for the page or draw over it, whichever button asked.
      if (sendRefused()) throw new AppError('SEND_REFUSED_HERE')
      // Nothing is sent on data that is not current: the amounts and prices shown may be wrong.
      if (!isCurrent(currentFreshness(chainId))) throw new AppError('CHAIN_DATA_NOT_CURRENT')
      const { executeWrite } = await loadWritePath()
      return executeWrite({ config, account, chainId }, request)
    },
    // Spec 8: a wallet rejection is silent; every other failure is logged, here and nowhere else.
    onError: (error: Error) => {
      if (!isUserRejection(error)) console.error('Write failed', error)
    },
  }
}

/**
 * The one hook every write goes through, so every flow renders the same state machine. One request at a time (a
 * second click must not ask the wallet twice), and it never throws: the result, or undefined with `error` set.
 */
export function useWrite() {
  const config = useConfig()
  const { address, chainId } = useAccount()
  const mutation = useMutation(writeMutationOptions(config))
  const inFlight = useRef(false)
  const sent = mutation.data
  const hash = sent?.kind === 'transaction' ? sent.hash : undefined
  const sentChainId = mutation.variables?.chainId
  const record = useTransactionStore((state) =>
    hash && sentChainId !== undefined ? state.transactions[sentChainId]?.[hash] : undefined,
  )
  const status: WriteStatus = writeStatus(mutation.status, hash !== undefined, record)
  const error = mutation.error
    ? (findAppError(mutation.error) ?? new AppError('UNKNOWN_ERROR', { cause: mutation.error }))
    : undefined
  const rejected = error !== undefined && isUserRejection(error)

  const write = async (request: WriteRequest): Promise<WriteResult | undefined> => {
    if (inFlight.current) return undefined
    inFlight.current = true
    try {
      return await mutation.mutateAsync({ request, account: address, chainId })
    } catch {
      return undefined
    } finally {
      inFlight.current = false
    }
  }

  return {
    status,
    /** True from the click until the wallet answers. */
    busy: status === 'awaiting',
    hash,
    signature: sent?.kind === 'signature' ? sent.signature : undefined,
    record,
    error,
    /** The last request was refused in the wallet (shown silently in the liquidity flows, spec 8). */
    rejected,
    /** The last request's failure other than a rejection: what a screen shows or falls back on. */
    failure: rejected ? undefined : error,
    write,
    reset: mutation.reset,
  }
}

export type Write = ReturnType<typeof useWrite>
