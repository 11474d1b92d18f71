export { type CheckableTransaction, shouldCheck } from './model/shouldCheck'
export { TRANSACTION_RECENT_MS, type TransactionStatus, isTransactionRecent, transactionStatus } from './model/transactionStatus'
export {
  type NewTransaction,
  type SerializableReceipt,
  type TransactionRecord,
  type TransactionState,
  TRANSACTIONS_STORAGE_KEY,
  selectAccountTransactions,
  selectPendingCount,
  useTransactionStore,
} from './transactionStore'
export { type ContractRequest, type SubmitOptions, useSubmitTransaction } from './useSubmitTransaction'
export { useTransactionDeadline } from './useTransactionDeadline'
