import { type Address, type Hash, type Hex, isAddressEqual } from 'viem'
import type { ReplacementReason, SerializableReceipt, TransactionRecord, TransactionUpdate } from '../transactionStore'

/** Blocks between two checks that both found the hash unknown to the node before its record reads 'Dropped' (a later receipt or the node knowing it again still wins). */
export const DROP_AFTER_BLOCKS = 1

export interface Head {
  number: number
  hash: Hash
  /** Seconds, the chain's clock. */
  timestamp: number
}

/** A mined transaction as the node reports it. */
export interface MinedTransaction {
  hash: Hash
  from: Address
  to: Address | null
  input: Hex
  value: bigint
}

/** What the node said about a pending record at the head. */
export interface PendingFacts {
  head: Head
  /** The record's own receipt, or null. */
  receipt: SerializableReceipt | null
  /** Whether the node knows the hash at all (mined or in its pool), and the nonce it gives it. */
  known: boolean
  nodeNonce?: number | undefined
  /** The account's mined transaction count at the head. */
  accountNonce: number
  /** What took the record's nonce: undefined while not looked for, null when looked for and not found. */
  taker?: { transaction: MinedTransaction; receipt: SerializableReceipt } | null
}

/**
 * Why another transaction took the nonce, as viem's `waitForTransactionReceipt` tells it: a zero-value transfer to
 * oneself is a cancellation; the same call (target, data, value) at another price is a speed-up; anything else
 * replaced it. Without the record's own payload it can only be 'replaced'.
 */
export function classifyReplacement(
  original: Pick<TransactionRecord, 'to' | 'input' | 'value'>,
  taker: MinedTransaction,
): ReplacementReason {
  if (taker.to !== null && isAddressEqual(taker.to, taker.from) && taker.value === 0n) return 'cancelled'
  const sameCall =
    original.to !== undefined &&
    taker.to !== null &&
    isAddressEqual(original.to, taker.to) &&
    original.input !== undefined &&
    original.input.toLowerCase() === taker.input.toLowerCase() &&
    original.value !== undefined &&
    BigInt(original.value) === taker.value
  return sameCall ? 'repriced' : 'replaced'
}

/** The nonce a record is known to use: the node's word first, else what was read when it was sent. */
export const recordNonce = (tx: TransactionRecord, facts: Pick<PendingFacts, 'nodeNonce'>): number | undefined =>
  facts.nodeNonce ?? tx.nonce

/** Whether the account's nonce has moved past the record's while its own hash has no receipt: something else took it. */
export function nonceTaken(
  tx: TransactionRecord,
  facts: Pick<PendingFacts, 'receipt' | 'nodeNonce' | 'accountNonce'>,
): boolean {
  const nonce = recordNonce(tx, facts)
  return facts.receipt === null && nonce !== undefined && facts.accountNonce > nonce
}

/**
 * What chain facts say about a record without a receipt (pure). A receipt wins over any earlier finding, so a record
 * the node forgot for DROP_AFTER_BLOCKS is dropped only until it is seen again; a taken nonce is decided by its
 * taker's receipt, which may be the record's own hash, mined since we asked. Past its deadline it is expired.
 */
export function decidePending(tx: TransactionRecord, facts: PendingFacts): TransactionUpdate[] {
  const updates: TransactionUpdate[] = [{ kind: 'checked', blockNumber: facts.head.number }]
  if (facts.nodeNonce !== undefined && facts.nodeNonce !== tx.nonce)
    updates.push({ kind: 'nonce', nonce: facts.nodeNonce })
  if (facts.receipt) return [...updates, { kind: 'receipt', receipt: facts.receipt }]
  if (nonceTaken(tx, facts) && facts.taker !== undefined) {
    if (facts.taker === null) return [...updates, { kind: 'dropped' }]
    const { transaction, receipt } = facts.taker
    if (transaction.hash.toLowerCase() === tx.hash.toLowerCase()) return [...updates, { kind: 'receipt', receipt }]
    return [
      ...updates,
      {
        kind: 'receipt',
        receipt,
        replacedBy: { hash: transaction.hash, reason: classifyReplacement(tx, transaction) },
      },
    ]
  }
  if (facts.known) {
    if (tx.unknownSinceBlock !== undefined || tx.droppedTime !== undefined) updates.push({ kind: 'known' })
  } else {
    const since = tx.unknownSinceBlock ?? facts.head.number
    updates.push({ kind: 'unknown', blockNumber: since })
    if (facts.head.number - since >= DROP_AFTER_BLOCKS && tx.droppedTime === undefined)
      updates.push({ kind: 'dropped' })
  }
  if (tx.deadline !== undefined && facts.head.timestamp > tx.deadline && !tx.expired) updates.push({ kind: 'expired' })
  return updates
}

/** A receipt whose block is no longer the canonical block at that height (or no block is there) is undone. */
export function decideReorg(tx: TransactionRecord, canonicalHash: Hash | null): TransactionUpdate[] {
  if (!tx.receipt) return []
  return canonicalHash !== null && canonicalHash.toLowerCase() === tx.receipt.blockHash.toLowerCase()
    ? []
    : [{ kind: 'reorged' }]
}
