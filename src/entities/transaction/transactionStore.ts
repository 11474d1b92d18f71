import { type Address, type Hash, getAddress } from 'viem'
import { z } from 'zod'
import { createPersistedStore } from '@/lib/store'

const hash = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/)
  .transform((value) => value as Hash)
const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/)
  .transform((value) => getAddress(value))

export const receiptSchema = z.object({
  blockHash: hash,
  blockNumber: z.number().int().nonnegative(),
  contractAddress: address.nullable().optional(),
  from: address,
  /** 1 success, 0 reverted; absent on receipts from before status codes. */
  status: z.number().int().optional(),
  to: address.nullable().optional(),
  transactionHash: hash,
  transactionIndex: z.number().int().nonnegative(),
})
export type SerializableReceipt = z.infer<typeof receiptSchema>

export const transactionSchema = z.object({
  hash,
  from: address,
  chainId: z.number().int().positive(),
  summary: z.string().max(500).optional(),
  approval: z.object({ tokenAddress: address, spender: address }).optional(),
  claim: z.object({ recipient: address }).optional(),
  addedTime: z.number(),
  lastCheckedBlockNumber: z.number().int().nonnegative().optional(),
  confirmedTime: z.number().optional(),
  receipt: receiptSchema.optional(),
})
export type TransactionRecord = z.infer<typeof transactionSchema>

/** What a caller records right after submitting: the store adds the time. */
export type NewTransaction = Omit<z.input<typeof transactionSchema>, 'addedTime' | 'lastCheckedBlockNumber' | 'confirmedTime' | 'receipt'> & {
  addedTime?: number
}

const persistedSchema = z.object({
  /** By chainId, then hash. */
  transactions: z.record(z.string(), z.record(z.string(), transactionSchema)),
})
type Persisted = z.infer<typeof persistedSchema>

export interface TransactionState extends Persisted {
  /** Throws Error('No transaction hash found.') without a hash, Error('Attempted to add existing transaction.') for a known one. */
  addTransaction(tx: NewTransaction): void
  /** Records the block of the latest receipt check (never moves backwards). */
  checkedTransaction(chainId: number, hash: Hash, blockNumber: number): void
  /** Stores the receipt and the confirmation time. */
  finalizeTransaction(chainId: number, hash: Hash, receipt: z.input<typeof receiptSchema>): void
  removeTransaction(chainId: number, hash: Hash): void
  /** Forgets the account's transactions on that chain; other accounts' stay. */
  clearAllTransactions(chainId: number, account: string): void
}

export const TRANSACTIONS_STORAGE_KEY = 'ucash.transactions'

const update = (state: Persisted, chainId: number, txHash: Hash, change: (tx: TransactionRecord) => TransactionRecord): Persisted => {
  const tx = state.transactions[chainId]?.[txHash]
  if (!tx) return state
  return { transactions: { ...state.transactions, [chainId]: { ...state.transactions[chainId], [txHash]: change(tx) } } }
}

/** Transactions by chain and hash, kept across reloads (spec sections 3 and 4). */
export const useTransactionStore = createPersistedStore<TransactionState, Persisted>(
  (set, get) => ({
    transactions: {},
    addTransaction: (tx) => {
      if (!tx.hash) throw new Error('No transaction hash found.')
      if (get().transactions[tx.chainId]?.[tx.hash]) throw new Error('Attempted to add existing transaction.')
      const record = transactionSchema.parse({ ...tx, addedTime: tx.addedTime ?? Date.now() })
      set((state) => ({ transactions: { ...state.transactions, [record.chainId]: { ...state.transactions[record.chainId], [record.hash]: record } } }))
    },
    checkedTransaction: (chainId, txHash, blockNumber) =>
      set((state) =>
        update(state, chainId, txHash, (tx) => ({ ...tx, lastCheckedBlockNumber: Math.max(blockNumber, tx.lastCheckedBlockNumber ?? blockNumber) })),
      ),
    finalizeTransaction: (chainId, txHash, receipt) =>
      set((state) => update(state, chainId, txHash, (tx) => ({ ...tx, receipt: receiptSchema.parse(receipt), confirmedTime: Date.now() }))),
    removeTransaction: (chainId, txHash) =>
      set((state) => {
        if (!state.transactions[chainId]?.[txHash]) return state
        const { [txHash]: _removed, ...rest } = state.transactions[chainId]
        return { transactions: { ...state.transactions, [chainId]: rest } }
      }),
    clearAllTransactions: (chainId, account) =>
      set((state) => {
        const from = account.toLowerCase()
        const kept = Object.entries(state.transactions[chainId] ?? {}).filter(([, tx]) => tx.from.toLowerCase() !== from)
        return { transactions: { ...state.transactions, [chainId]: Object.fromEntries(kept) } }
      }),
  }),
  {
    name: TRANSACTIONS_STORAGE_KEY,
    version: 1,
    schema: persistedSchema,
    partialize: ({ transactions }) => ({ transactions }),
  },
)

/** The account's transactions on a chain, newest first. */
export function selectAccountTransactions(
  state: Persisted,
  chainId: number | undefined,
  account: Address | string | undefined,
): TransactionRecord[] {
  if (chainId === undefined || !account) return []
  const from = account.toLowerCase()
  return Object.values(state.transactions[chainId] ?? {})
    .filter((tx) => tx.from.toLowerCase() === from)
    .sort((a, b) => b.addedTime - a.addedTime)
}

/** How many of the account's transactions on a chain still wait for a receipt. */
export function selectPendingCount(state: Persisted, chainId: number | undefined, account: Address | string | undefined): number {
  return selectAccountTransactions(state, chainId, account).filter((tx) => !tx.receipt).length
}
