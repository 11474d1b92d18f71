import { type Address, isAddressEqual } from 'viem'
import { type TransactionRecord, transactionStatus } from '@/entities/transaction'

/**
 * The newest pending claim for `recipient` (from any account) in a chain's records, so a claim sent before the dialog
 * closed or the page reloaded still reads as claiming.
 */
export function findPendingClaim(
  records: Readonly<Record<string, TransactionRecord>> | undefined,
  recipient: Address,
): TransactionRecord | undefined {
  let newest: TransactionRecord | undefined
  for (const record of Object.values(records ?? {})) {
    if (!record.claim || !isAddressEqual(record.claim.recipient, recipient) || transactionStatus(record) !== 'pending')
      continue
    if (!newest || record.addedTime > newest.addedTime) newest = record
  }
  return newest
}
