import { useEffect } from 'react'
import { TransactionReceiptNotFoundError } from 'viem'
import { useAccount, usePublicClient } from 'wagmi'
import { defaultChain, isSupportedChain } from '@/config/chains'
import { usePopupStore } from '@/entities/popup'
import { shouldCheck, useTransactionStore } from '@/entities/transaction'
import { useLatestBlockNumber } from '@/lib/chain/useLatestBlockNumber'

/**
 * Mounted once: on every new block, asks for the receipts of the pending transactions that are due a check
 * (spec cadence), records them, and raises a success or failure popup. Failed checks are only logged.
 */
export function TransactionWatcher() {
  const { chainId: accountChainId } = useAccount()
  const chainId = isSupportedChain(accountChainId) ? accountChainId! : defaultChain.id
  const client = usePublicClient({ chainId })
  const { data: blockNumber } = useLatestBlockNumber(chainId)

  useEffect(() => {
    if (!client || blockNumber === undefined) return
    const block = Number(blockNumber)
    const store = useTransactionStore.getState()
    for (const tx of Object.values(store.transactions[chainId] ?? {})) {
      if (!shouldCheck(block, tx)) continue
      store.checkedTransaction(chainId, tx.hash, block)
      client
        .getTransactionReceipt({ hash: tx.hash })
        .then((receipt) => {
          const status = receipt.status === 'success' ? 1 : 0
          useTransactionStore.getState().finalizeTransaction(chainId, tx.hash, {
            blockHash: receipt.blockHash,
            blockNumber: Number(receipt.blockNumber),
            contractAddress: receipt.contractAddress ?? null,
            from: receipt.from,
            status,
            to: receipt.to,
            transactionHash: receipt.transactionHash,
            transactionIndex: receipt.transactionIndex,
          })
          usePopupStore.getState().addPopup({ txn: { hash: tx.hash, chainId, success: status === 1, summary: tx.summary } }, { key: tx.hash })
        })
        .catch((error: unknown) => {
          if (!(error instanceof TransactionReceiptNotFoundError)) console.error(`Failed to check transaction ${tx.hash}`, error)
        })
    }
  }, [client, blockNumber, chainId])

  return null
}
