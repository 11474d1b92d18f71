import { type Address, isAddressEqual } from 'viem'
import { type TransactionRecord, transactionStatus } from '@/entities/transaction'

/**
 * The newest claim transaction for `recipient` (sent from any account) that is still pending among a chain's
 * records: a claim submitted before the dialog closed or the page reloaded still reads as claiming.
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
