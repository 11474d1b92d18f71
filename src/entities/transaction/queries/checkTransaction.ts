import {
  type Address,
  type Hash,
  type PublicClient,
  type TransactionReceipt,
  BlockNotFoundError,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  isAddressEqual,
} from 'viem'
import type { SerializableReceipt, TransactionRecord, TransactionUpdate } from '../transactionStore'
import { type Head, type MinedTransaction, decidePending, decideReorg, nonceTaken } from '../model/decideTransaction'

export type WatchClient = Pick<
  PublicClient,
  'getTransactionReceipt' | 'getTransaction' | 'getTransactionCount' | 'getBlock'
>

/** A receipt as the store keeps it. */
export const toSerializableReceipt = (receipt: TransactionReceipt): SerializableReceipt => ({
  blockHash: receipt.blockHash,
  blockNumber: Number(receipt.blockNumber),
  contractAddress: receipt.contractAddress ?? null,
  from: receipt.from,
  status: receipt.status === 'success' ? 1 : 0,
  to: receipt.to,
  transactionHash: receipt.transactionHash,
  transactionIndex: receipt.transactionIndex,
})

const orNull = async <T>(
  read: Promise<T>,
  ...notFound: (abstract new (...args: never[]) => Error)[]
): Promise<T | null> => {
  try {
    return await read
  } catch (error) {
    if (notFound.some((kind) => error instanceof kind)) return null
    throw error
  }
}

/**
 * The first block in (low, high] after which the account's mined count exceeds `nonce`: the block holding the
 * transaction that used it. Binary search over `eth_getTransactionCount` at past blocks (about log2 of the range).
 */
export async function findNonceBlock(
  client: WatchClient,
  account: Address,
  nonce: number,
  low: number,
  high: number,
): Promise<number | null> {
  const countAt = async (block: number) =>
    Number(await client.getTransactionCount({ address: account, blockNumber: BigInt(block) }))
  // Below `low` the count must not exceed the nonce yet; if it does, search from genesis (-1 stands for "before it").
  let lo = Math.max(-1, low)
  if (lo >= 0 && (await countAt(lo)) > nonce) lo = -1
  let hi = high
  if ((await countAt(hi)) <= nonce) return null
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2)
    if ((await countAt(mid)) > nonce) hi = mid
    else lo = mid
  }
  return hi
}

/** The mined transaction (and its receipt) of `account` with `nonce`, searched from the block the record was sent at. */
async function findNonceTaker(client: WatchClient, tx: TransactionRecord, nonce: number, head: Head) {
  const from = Math.max(0, (tx.submittedBlock ?? head.number - 256) - 1)
  const blockNumber = await findNonceBlock(client, tx.from, nonce, from, head.number)
  if (blockNumber === null) return null
  const block = await client.getBlock({ blockNumber: BigInt(blockNumber), includeTransactions: true })
  const mined = block.transactions.find((t) => isAddressEqual(t.from, tx.from) && t.nonce === nonce)
  if (!mined) return null
  const transaction: MinedTransaction = {
    hash: mined.hash,
    from: mined.from,
    to: mined.to ?? null,
    input: mined.input,
    value: mined.value,
  }
  const receipt = await client.getTransactionReceipt({ hash: mined.hash })
  return { transaction, receipt: toSerializableReceipt(receipt) }
}

/**
 * Asks the node what became of a record and returns the findings (see `decidePending` / `decideReorg`): its receipt;
 * whether the node knows it; the account's nonce; when that passed the record's nonce, whatever took it. A record with
 * a receipt is only checked against its block still being canonical.
 */
export async function checkTransaction(
  client: WatchClient,
  tx: TransactionRecord,
  head: Head,
): Promise<TransactionUpdate[]> {
  if (tx.receipt) {
    const block = await orNull(client.getBlock({ blockNumber: BigInt(tx.receipt.blockNumber) }), BlockNotFoundError)
    return decideReorg(tx, block?.hash ?? null)
  }
  const hash: Hash = tx.hash
  const [receipt, known, accountNonce] = await Promise.all([
    orNull(client.getTransactionReceipt({ hash }), TransactionReceiptNotFoundError),
    orNull(client.getTransaction({ hash }), TransactionNotFoundError),
    client.getTransactionCount({ address: tx.from, blockNumber: BigInt(head.number) }),
  ])
  const facts = {
    head,
    receipt: receipt ? toSerializableReceipt(receipt) : null,
    known: known !== null,
    nodeNonce: known?.nonce,
    accountNonce: Number(accountNonce),
  }
  if (!nonceTaken(tx, facts)) return decidePending(tx, facts)
  const nonce = facts.nodeNonce ?? tx.nonce!
  return decidePending(tx, { ...facts, taker: await findNonceTaker(client, tx, nonce, head) })
}
