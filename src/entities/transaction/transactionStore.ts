import { type Address, type Hash, getAddress } from 'viem'
import { z } from 'zod'
import { createPersistedStore } from '@/lib/store'

const hash = z.string().regex(/^0x[0-9a-fA-F]{64}$/).transform((value) => value as Hash)
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/).transform((value) => getAddress(value) as Address)

export const receiptSchema = z.object({
  blockHash: hash,
  blockNumber: z.number().int().nonnegative(),
  contractAddress: address.nullable().optional(),
  from: address,
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
  lastCheckedBlockNumber: z.number().int().optional(),
  confirmedTime: z.number().optional(),
  receipt: receiptSchema.optional(),
})
export type TransactionRecord = z.infer<typeof transactionSchema>

const persistedSchema = z.object({ transactions: z.record(z.string(), z.record(z.string(), transactionSchema)) })
type Persisted = z.infer<typeof persistedSchema>

export interface TransactionState extends Persisted {
  addTransaction(tx: Omit<TransactionRecord, 'addedTime'> & { addedTime?: number }): void
  checkedTransaction(chainId: number, hash: Hash, blockNumber: number): void
  finalizeTransaction(chainId: number, hash: Hash, receipt: SerializableReceipt): void
  removeTransaction(chainId: number, hash: Hash): void
  clearAllTransactions(chainId: number, account: Address): void
}

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
      set((state) => ({ transactions: { ...state.transactions, [tx.chainId]: { ...state.transactions[tx.chainId], [tx.hash]: record } } }))
    },
    checkedTransaction: (chainId, txHash, blockNumber) =>
      set((state) =>
        update(state, chainId, txHash, (tx) => ({ ...tx, lastCheckedBlockNumber: Math.max(blockNumber, tx.lastCheckedBlockNumber ?? 0) })),
      ),
    finalizeTransaction: (chainId, txHash, receipt) =>
      set((state) => update(state, chainId, txHash, (tx) => ({ ...tx, receipt, confirmedTime: Date.now() }))),
    removeTransaction: (chainId, txHash) =>
      set((state) => {
        const { [txHash]: _removed, ...rest } = state.transactions[chainId] ?? {}
        return { transactions: { ...state.transactions, [chainId]: rest } }
      }),
    clearAllTransactions: (chainId, account) =>
      set((state) => ({
        transactions: {
          ...state.transactions,
          [chainId]: Object.fromEntries(Object.entries(state.transactions[chainId] ?? {}).filter(([, tx]) => tx.from !== getAddress(account))),
        },
      })),
  }),
  { name: 'ucash.transactions', version: 1, schema: persistedSchema },
  ({ transactions }) => ({ transactions }),
)

export type TransactionStatus = 'pending' | 'success' | 'failed'

/** Pending until a receipt exists; success when the receipt's status is 1 or absent (pre-Byzantium), else failed. */
export function transactionStatus(tx: TransactionRecord): TransactionStatus {
  if (!tx.receipt) return 'pending'
  return tx.receipt.status === undefined || tx.receipt.status === 1 ? 'success' : 'failed'
}

const DAY = 86_400_000
export const isTransactionRecent = (tx: TransactionRecord, now = Date.now()): boolean => now - tx.addedTime < DAY

/** The account's transactions on a chain, newest first. */
export function selectAccountTransactions(state: Persisted, chainId: number | undefined, account: Address | undefined): TransactionRecord[] {
  if (chainId === undefined || !account) return []
  const from = getAddress(account)
  return Object.values(state.transactions[chainId] ?? {})
    .filter((tx) => tx.from === from)
    .sort((a, b) => b.addedTime - a.addedTime)
}
