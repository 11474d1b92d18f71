export { shouldCheck } from './model/shouldCheck'
export {
  type SerializableReceipt,
  type TransactionRecord,
  type TransactionStatus,
  isTransactionRecent,
  selectAccountTransactions,
  transactionStatus,
  useTransactionStore,
} from './transactionStore'
