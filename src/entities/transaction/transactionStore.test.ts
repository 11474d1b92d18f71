import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { selectAccountTransactions, transactionStatus, useTransactionStore } from './transactionStore'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const receipt = (n: number, status?: number) => ({
  blockHash: hash(999),
  blockNumber: 10,
  from: ALICE,
  status,
  transactionHash: hash(n),
  transactionIndex: 0,
})
const initial = useTransactionStore.getState()
const store = () => useTransactionStore.getState()

beforeEach(() => {
  localStorage.clear()
  useTransactionStore.setState(initial, true)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

describe('transaction store', () => {
  it('adds, refuses duplicates and missing hashes', () => {
    store().addTransaction({ hash: hash(1), from: ALICE, chainId: 1, summary: 'Swap' })
    expect(() => store().addTransaction({ hash: hash(1), from: ALICE, chainId: 1 })).toThrow('Attempted to add existing transaction.')
    expect(() => store().addTransaction({ hash: '' as never, from: ALICE, chainId: 1 })).toThrow('No transaction hash found.')
    // The same hash on another chain is another transaction.
    store().addTransaction({ hash: hash(1), from: ALICE, chainId: 5 })
  })

  it('tracks checks and receipts, and derives the status', () => {
    store().addTransaction({ hash: hash(1), from: ALICE, chainId: 1 })
    store().checkedTransaction(1, hash(1), 7)
    store().checkedTransaction(1, hash(1), 5)
    expect(store().transactions[1]?.[hash(1)]?.lastCheckedBlockNumber).toBe(7)
    expect(transactionStatus(store().transactions[1]![hash(1)]!)).toBe('pending')
    store().finalizeTransaction(1, hash(1), receipt(1, 1))
    const tx = store().transactions[1]![hash(1)]!
    expect(tx.confirmedTime).toBeTypeOf('number')
    expect(transactionStatus(tx)).toBe('success')
    expect(transactionStatus({ ...tx, receipt: receipt(1, 0) })).toBe('failed')
    expect(transactionStatus({ ...tx, receipt: receipt(1) })).toBe('success')
  })

  it('lists an account’s transactions newest first and clears only that account on that chain', () => {
    store().addTransaction({ hash: hash(1), from: ALICE, chainId: 1, addedTime: 1 })
    store().addTransaction({ hash: hash(2), from: ALICE, chainId: 1, addedTime: 2 })
    store().addTransaction({ hash: hash(3), from: BOB, chainId: 1, addedTime: 3 })
    store().addTransaction({ hash: hash(4), from: ALICE, chainId: 5, addedTime: 4 })
    expect(selectAccountTransactions(store(), 1, ALICE).map((t) => t.hash)).toEqual([hash(2), hash(1)])
    store().clearAllTransactions(1, ALICE)
    expect(selectAccountTransactions(store(), 1, ALICE)).toEqual([])
    expect(selectAccountTransactions(store(), 1, BOB)).toHaveLength(1)
    expect(selectAccountTransactions(store(), 5, ALICE)).toHaveLength(1)
  })

  it('survives a reload, and a corrupt value resets only the transactions', async () => {
    store().addTransaction({ hash: hash(1), from: ALICE, chainId: 1 })
    const saved = localStorage.getItem('ucash.transactions')!
    useTransactionStore.setState(initial, true)
    localStorage.setItem('ucash.transactions', saved)
    await useTransactionStore.persist.rehydrate()
    expect(store().transactions[1]?.[hash(1)]?.from).toBe(ALICE)

    localStorage.setItem('ucash.settings', '{"state":{},"version":1}')
    localStorage.setItem('ucash.transactions', JSON.stringify({ state: { transactions: { 1: { x: { hash: 'nope' } } } }, version: 1 }))
    await useTransactionStore.persist.rehydrate()
    expect(localStorage.getItem('ucash.settings')).toBe('{"state":{},"version":1}')
  })
})
