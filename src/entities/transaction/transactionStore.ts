import { type Address, type Hash, getAddress, isAddressEqual } from 'viem'
import { z } from '@/config/zod'
import { AppError } from '@/lib/errors'
import { storedMessageSchema } from '@/lib/i18n/storedMessage'
import { createPersistedStore } from '@/lib/store'
import { type TransactionStatus, transactionStatus } from './model/transactionStatus'

const hash = z.lazy(() =>
  z.pipe(
    z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
    z.transform((value) => value as Hash),
  ),
)
const address = z.lazy(() =>
  z.pipe(
    z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
    z.transform((value: string) => getAddress(value)),
  ),
)
const blockNumber = z.lazy(() => z.number().check(z.int(), z.nonnegative()))

export const receiptSchema = z.lazy(() =>
  z.object({
    blockHash: hash,
    blockNumber,
    contractAddress: z.optional(z.nullable(address)),
    from: address,
    /** 1 success, 0 reverted; absent on receipts from before status codes. */
    status: z.optional(z.number().check(z.int())),
    to: z.optional(z.nullable(address)),
    /** The hash the receipt belongs to: the record's own, or the replacement's that took its nonce. */
    transactionHash: hash,
    transactionIndex: z.number().check(z.int(), z.nonnegative()),
  }),
)
export type SerializableReceipt = z.infer<typeof receiptSchema>

/** Why another transaction took a record's nonce: the same call repriced, a zero-value self-transfer, or anything else. */
export const replacementReasons = ['repriced', 'cancelled', 'replaced'] as const
export type ReplacementReason = (typeof replacementReasons)[number]

export const transactionSchema = z.lazy(() =>
  z.object({
    hash,
    from: address,
    chainId: z.number().check(z.int(), z.positive()),
    /** The account's nonce the transaction used (from the node, or the pending count read just before sending). */
    nonce: z.optional(z.number().check(z.int(), z.nonnegative())),
    /** What was sent, to tell a speed-up from a cancellation when another transaction takes the nonce. */
    to: z.optional(address),
    input: z.optional(
      z.pipe(
        z.string().check(z.regex(/^0x[0-9a-fA-F]*$/), z.maxLength(200_000)),
        z.transform((value) => value as `0x${string}`),
      ),
    ),
    value: z.optional(z.string().check(z.regex(/^\d{1,78}$/))),
    /** The write's deadline on the chain's clock (seconds): unmined past it, the record reads failed. */
    deadline: z.optional(z.number().check(z.int(), z.nonnegative())),
    /** What it did, in the language it was sent in; `summaryMessage` shows it in the active one (lib/i18n/storedMessage). */
    summary: z.optional(z.string().check(z.maxLength(500))),
    summaryMessage: z.optional(storedMessageSchema),
    approval: z.optional(z.object({ tokenAddress: address, spender: address })),
    claim: z.optional(z.object({ recipient: address })),
    addedTime: z.number(),
    /** The latest block when it was sent: where a search for whatever took its nonce starts. */
    submittedBlock: z.optional(blockNumber),
    lastCheckedBlockNumber: z.optional(blockNumber),
    /** The first block at which the node did not know the hash (cleared once it does). */
    unknownSinceBlock: z.optional(blockNumber),
    confirmedTime: z.optional(z.number()),
    receipt: z.optional(receiptSchema),
    replacedBy: z.optional(z.object({ hash, reason: z.enum(replacementReasons) })),
    /** The node forgot it, or its nonce went to nothing we could find: it will never be mined. */
    droppedTime: z.optional(z.number()),
    /** Its deadline passed on chain while unmined. */
    expired: z.optional(z.literal(true)),
  }),
)
export type TransactionRecord = z.infer<typeof transactionSchema>

/** What a caller records right after submitting: the store adds the time. */
export type NewTransaction = Pick<
  z.input<typeof transactionSchema>,
  | 'hash'
  | 'from'
  | 'chainId'
  | 'nonce'
  | 'to'
  | 'input'
  | 'value'
  | 'deadline'
  | 'summary'
  | 'summaryMessage'
  | 'approval'
  | 'claim'
  | 'submittedBlock'
> & {
  addedTime?: number
}

/** A watcher's finding about one record (see `model/decideTransaction`). */
export type TransactionUpdate =
  | { kind: 'checked'; blockNumber: number }
  | { kind: 'nonce'; nonce: number }
  | { kind: 'unknown'; blockNumber: number }
  | { kind: 'known' }
  | { kind: 'receipt'; receipt: z.input<typeof receiptSchema>; replacedBy?: { hash: Hash; reason: ReplacementReason } }
  | { kind: 'reorged' }
  | { kind: 'dropped' }
  | { kind: 'expired' }

const persistedSchema = z.lazy(() =>
  z.object({
    /** By chainId, then hash. */
    transactions: z.record(z.string(), z.record(z.string(), transactionSchema)),
  }),
)
type Persisted = z.infer<typeof persistedSchema>

export interface TransactionState extends Persisted {
  /** Throws AppError NO_TRANSACTION_HASH without a hash, TRANSACTION_EXISTS for a known one. */
  addTransaction(tx: NewTransaction): void
  /** Applies a watcher's finding; unknown records are ignored. Returns the record's status before and after. */
  updateTransaction(
    chainId: number,
    hash: Hash,
    update: TransactionUpdate,
  ): { before: TransactionStatus; after: TransactionStatus } | undefined
  /** Records the block of the latest receipt check (never moves backwards). */
  checkedTransaction(chainId: number, hash: Hash, blockNumber: number): void
  /** Stores the receipt and the confirmation time. */
  finalizeTransaction(chainId: number, hash: Hash, receipt: z.input<typeof receiptSchema>): void
  /** Forgets one record (the account view's 'Clear' on an entry). */
  removeTransaction(chainId: number, hash: Hash): void
  /** Forgets the account's transactions on that chain; other accounts' stay. */
  clearAllTransactions(chainId: number, account: string): void
}

export const TRANSACTIONS_STORAGE_KEY = 'ucash.transactions'

/** The record after one finding: pure, so the watcher's decisions and the store agree by construction. */
export function applyUpdate(
  tx: TransactionRecord,
  update: TransactionUpdate,
  now: number = Date.now(),
): TransactionRecord {
  switch (update.kind) {
    case 'checked':
      return {
        ...tx,
        lastCheckedBlockNumber: Math.max(update.blockNumber, tx.lastCheckedBlockNumber ?? update.blockNumber),
      }
    case 'nonce':
      return { ...tx, nonce: update.nonce }
    case 'unknown':
      return tx.unknownSinceBlock === undefined ? { ...tx, unknownSinceBlock: update.blockNumber } : tx
    case 'known': {
      const { unknownSinceBlock: _unknown, droppedTime: _dropped, ...rest } = tx
      return rest
    }
    case 'receipt': {
      const {
        droppedTime: _dropped,
        unknownSinceBlock: _unknown,
        expired: _expired,
        replacedBy: _replaced,
        ...rest
      } = tx
      return {
        ...rest,
        receipt: receiptSchema.parse(update.receipt),
        confirmedTime: now,
        ...(update.replacedBy ? { replacedBy: update.replacedBy } : {}),
      }
    }
    case 'reorged': {
      // The block that held the receipt is gone: pending again until a receipt on the canonical chain says otherwise.
      const {
        receipt: _receipt,
        confirmedTime: _confirmed,
        replacedBy: _replaced,
        lastCheckedBlockNumber: _checked,
        ...rest
      } = tx
      return rest
    }
    case 'dropped':
      return tx.droppedTime === undefined ? { ...tx, droppedTime: now } : tx
    case 'expired':
      return { ...tx, expired: true }
  }
}

const withRecord = (state: Persisted, chainId: number, txHash: Hash, record: TransactionRecord): Persisted => ({
  transactions: { ...state.transactions, [chainId]: { ...state.transactions[chainId], [txHash]: record } },
})

/** Transactions by chain and hash, kept across reloads and shared between tabs (spec sections 3 and 4). */
export const useTransactionStore = createPersistedStore<TransactionState, Persisted>(
  (set, get) => ({
    transactions: {},
    addTransaction: (tx) => {
      if (!tx.hash) throw new AppError('NO_TRANSACTION_HASH')
      if (get().transactions[tx.chainId]?.[tx.hash]) throw new AppError('TRANSACTION_EXISTS')
      const record = transactionSchema.parse({ ...tx, addedTime: tx.addedTime ?? Date.now() })
      set((state) => withRecord(state, record.chainId, record.hash, record))
    },
    updateTransaction: (chainId, txHash, update) => {
      const tx = get().transactions[chainId]?.[txHash]
      if (!tx) return undefined
      const next = applyUpdate(tx, update)
      set((state) => withRecord(state, chainId, txHash, next))
      return { before: transactionStatus(tx), after: transactionStatus(next) }
    },
    checkedTransaction: (chainId, txHash, blockNumber) =>
      void get().updateTransaction(chainId, txHash, { kind: 'checked', blockNumber }),
    finalizeTransaction: (chainId, txHash, receipt) =>
      void get().updateTransaction(chainId, txHash, { kind: 'receipt', receipt }),
    removeTransaction: (chainId, txHash) =>
      set((state) => {
        if (!state.transactions[chainId]?.[txHash]) return state
        const { [txHash]: _removed, ...rest } = state.transactions[chainId]
        return { transactions: { ...state.transactions, [chainId]: rest } }
      }),
    clearAllTransactions: (chainId, account) =>
      set((state) => {
        const kept = Object.entries(state.transactions[chainId] ?? {}).filter(
          ([, tx]) => !sameAccount(tx.from, account),
        )
        return { transactions: { ...state.transactions, [chainId]: Object.fromEntries(kept) } }
      }),
  }),
  {
    name: TRANSACTIONS_STORAGE_KEY,
    version: 2,
    schema: persistedSchema,
    // Version 1 records are a subset of version 2's: the schema checks them as they are.
    migrate: (persisted, fromVersion) => {
      if (fromVersion === 1) return persisted
      throw new Error(`unknown version ${fromVersion}`)
    },
    partialize: ({ transactions }) => ({ transactions }),
  },
)

const sameAccount = (a: string, b: string): boolean => {
  try {
    return isAddressEqual(a as Address, b as Address)
  } catch {
    return false
  }
}

/** The account's transactions on a chain, newest first. */
export function selectAccountTransactions(
  state: Persisted,
  chainId: number | undefined,
  account: Address | string | undefined,
): TransactionRecord[] {
  if (chainId === undefined || !account) return []
  return Object.values(state.transactions[chainId] ?? {})
    .filter((tx) => sameAccount(tx.from, account))
    .sort((a, b) => b.addedTime - a.addedTime)
}

/** How many of the account's transactions on a chain are still pending (not mined, dropped, replaced or expired). */
export function selectPendingCount(
  state: Persisted,
  chainId: number | undefined,
  account: Address | string | undefined,
): number {
  return selectAccountTransactions(state, chainId, account).filter((tx) => transactionStatus(tx) === 'pending').length
}
