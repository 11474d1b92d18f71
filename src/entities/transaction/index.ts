export { type CheckableTransaction, shouldCheck } from './model/shouldCheck'
export { TRANSACTION_RECENT_MS, type TransactionOutcome, type TransactionStatus, isTransactionRecent, transactionOutcome, transactionStatus } from './model/transactionStatus'
export {
  type NewTransaction,
  type ReplacementReason,
  type SerializableReceipt,
  type TransactionRecord,
  type TransactionState,
  type TransactionUpdate,
  TRANSACTIONS_STORAGE_KEY,
  applyUpdate,
  selectAccountTransactions,
  selectPendingCount,
  useTransactionStore,
} from './transactionStore'
export { useTransactionDeadline } from './useTransactionDeadline'
export * from './write'
export { DROP_AFTER_BLOCKS, type Head, type MinedTransaction, classifyReplacement, decidePending, decideReorg } from './model/decideTransaction'
export { checkTransaction, findNonceBlock, toSerializableReceipt } from './queries/checkTransaction'
export { type TransactionChange, isDue, isWatched, useTransactionWatcher } from './useTransactionWatcher'
