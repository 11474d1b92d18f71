import { useAccount } from 'wagmi'
import { defaultChain, isSupportedChain } from '@/config/chains'
import { usePopupStore } from '@/entities/popup'
import { type TransactionChange, transactionOutcome, useTransactionWatcher } from '@/entities/transaction'

/** Every change of a record's status raises its popup (one per transaction: a later one replaces it). */
const announce: TransactionChange = (tx, _before, after) => {
  const outcome = transactionOutcome(tx)
  usePopupStore.getState().addPopup(
    { txn: { hash: tx.replacedBy?.hash ?? tx.hash, chainId: tx.chainId, success: after === 'success', outcome, ...(tx.summary ? { summary: tx.summary } : {}), ...(tx.summaryMessage ? { summaryMessage: tx.summaryMessage } : {}) } },
    { key: tx.hash },
  )
}

/** Mounted once: follows the transactions of the wallet's chain (or the default chain) to their end. */
export function TransactionWatcher() {
  const { chainId: accountChainId } = useAccount()
  const chainId = isSupportedChain(accountChainId) ? accountChainId! : defaultChain.id
  useTransactionWatcher(chainId, announce)
  return null
}
