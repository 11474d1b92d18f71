export { type CheckableTransaction, shouldCheck } from './model/shouldCheck'
export {
  TRANSACTION_RECENT_MS,
  type TransactionOutcome,
  type TransactionStatus,
  isTransactionRecent,
  transactionOutcome,
  transactionStatus,
} from './model/transactionStatus'
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
export type { ContractCall, FailureMode, TransactionRequest, WriteResult, WriteStatus, WriteView } from './write'
export {
  SendButton,
  SendGate,
  WriteDialog,
  contractCall,
  contractRevertReason,
  useSendBlocked,
  useWrite,
  writeIntent,
  writeStatus,
  writeView,
} from './write'
export { isWatched, selectWatching } from './model/watched'
