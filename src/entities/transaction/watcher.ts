/**
 * The transaction slice's second public entry: how records are followed to their end (the head poll, receipts,
 * replacements, reorganisations). Apart from index.ts so that importing the slice does not bring it: the app loads it
 * only once a record needs following (features/activity's TransactionWatcher).
 */
export {
  DROP_AFTER_BLOCKS,
  type Head,
  type MinedTransaction,
  classifyReplacement,
  decidePending,
  decideReorg,
} from './model/decideTransaction'
export { checkTransaction, findNonceBlock, toSerializableReceipt } from './queries/checkTransaction'
export { type TransactionChange, isDue, useTransactionWatcher } from './useTransactionWatcher'
