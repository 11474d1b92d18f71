import { usePopupStore } from '@/entities/popup'
import { transactionOutcome } from '@/entities/transaction'
import { type TransactionChange, useTransactionWatcher } from '@/entities/transaction/watcher'

/** Every change of a record's status raises its popup (one per transaction: a later one replaces it). */
const announce: TransactionChange = (tx, _before, after) => {
  const outcome = transactionOutcome(tx)
  usePopupStore.getState().addPopup(
    {
      txn: {
        hash: tx.replacedBy?.hash ?? tx.hash,
        chainId: tx.chainId,
        success: after === 'success',
        outcome,
        ...(tx.summary ? { summary: tx.summary } : {}),
        ...(tx.summaryMessage ? { summaryMessage: tx.summaryMessage } : {}),
      },
    },
    { key: tx.hash },
  )
}

/** Follows the chain's watched transactions to their end (loaded by TransactionWatcher once there is one). */
export default function TransactionFollower({ chainId }: { chainId: number }) {
  useTransactionWatcher(chainId, announce)
  return null
}
