import { useReadClient } from '@/lib/chain/readClient'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { Head } from './model/decideTransaction'
import { shouldCheck } from './model/shouldCheck'
import { type TransactionStatus, transactionStatus } from './model/transactionStatus'
import { isWatched, selectWatching } from './model/watched'
import { checkTransaction } from './queries/checkTransaction'
import { type TransactionRecord, useTransactionStore } from './transactionStore'

/** Whether a record is due a look at this head: receipts every block; others at the spec's cadence, and at once after the head went back. */
export function isDue(tx: TransactionRecord, head: Head): boolean {
  if (tx.receipt) return true
  if (tx.lastCheckedBlockNumber !== undefined && head.number < tx.lastCheckedBlockNumber) return true
  return shouldCheck(head.number, tx)
}

export type TransactionChange = (tx: TransactionRecord, before: TransactionStatus, after: TransactionStatus) => void

/**
 * Follows the chain's unfinished transactions to their end: each new head (polled only while something is watched,
 * and emitted even when the chain went back) checks the records that are due, applies the findings to the store and
 * reports every change of status (for popups; pass a stable function). Failed checks are only logged, and retried at the next head.
 */
export function useTransactionWatcher(chainId: number | undefined, onChange: TransactionChange): void {
  const client = useReadClient(chainId)
  const watching = useTransactionStore((state) => selectWatching(state, chainId))
  const { data: head } = useQuery({
    queryKey: ['transactionWatchHead', { chainId }],
    queryFn: async (): Promise<Head> => {
      const block = await client!.getBlock({ blockTag: 'latest' })
      return { number: Number(block.number), hash: block.hash, timestamp: Number(block.timestamp) }
    },
    enabled: Boolean(client) && watching,
    refetchInterval: client?.pollingInterval ?? 4_000,
    refetchIntervalInBackground: true,
  })
  const inFlight = useRef(new Set<string>())

  useEffect(() => {
    if (!client || !head || chainId === undefined) return
    // Structural sharing keeps `head` the same object until the chain's head changes: one round per new head.
    for (const tx of Object.values(useTransactionStore.getState().transactions[chainId] ?? {})) {
      const { hash } = tx
      if (!isWatched(tx) || !isDue(tx, head) || inFlight.current.has(hash)) continue
      inFlight.current.add(hash)
      checkTransaction(client, tx, head)
        .then((updates) => {
          const store = useTransactionStore.getState()
          const before = store.transactions[chainId]?.[hash]
          if (!before) return
          for (const update of updates) store.updateTransaction(chainId, hash, update)
          const after = useTransactionStore.getState().transactions[chainId]?.[hash]
          if (after && transactionStatus(before) !== transactionStatus(after))
            onChange(after, transactionStatus(before), transactionStatus(after))
        })
        .catch((error: unknown) => console.error(`Failed to check transaction ${hash}`, error))
        .finally(() => inFlight.current.delete(hash))
    }
  }, [client, head, chainId, onChange])
}
