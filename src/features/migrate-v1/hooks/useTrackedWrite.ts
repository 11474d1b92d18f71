import { useState } from 'react'
import type { Hash } from 'viem'
import { transactionStatus, useTransactionStore } from '@/entities/transaction'
import { isRejection } from '../model/isRejection'

/** A write as the UI shows it: nothing yet, waiting for the wallet, sent and unconfirmed, then its receipt's outcome. */
export type WriteStatus = 'idle' | 'awaiting' | 'pending' | 'success' | 'failed'

/**
 * One write at a time and its state: `run` sends (the callback records the transaction) and follows the hash's
 * receipt in the transaction store. A wallet rejection is ignored silently; other errors are logged; both return to
 * the entry state, so the user can try again.
 */
export function useTrackedWrite(chainId: number | undefined) {
  const [hash, setHash] = useState<Hash | undefined>()
  const [awaiting, setAwaiting] = useState(false)
  const record = useTransactionStore((state) => (hash && chainId !== undefined ? state.transactions[chainId]?.[hash] : undefined))
  const status: WriteStatus = awaiting ? 'awaiting' : !hash ? 'idle' : record ? transactionStatus(record) : 'pending'

  const run = async (send: () => Promise<Hash>, failure: string): Promise<void> => {
    if (status === 'awaiting' || status === 'pending' || status === 'success') return
    setAwaiting(true)
    try {
      setHash(await send())
    } catch (error) {
      if (!isRejection(error)) console.error(failure, error)
    } finally {
      setAwaiting(false)
    }
  }
  return { status, hash, run }
}
