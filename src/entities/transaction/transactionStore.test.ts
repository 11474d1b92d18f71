// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { transactionStatus } from './model/transactionStatus'
import {
  TRANSACTIONS_STORAGE_KEY as KEY,
  selectAccountTransactions,
  selectPendingCount,
  useTransactionStore,
} from './transactionStore'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const receipt = (n: number, status?: number) => ({
  blockHash: hash(999),
  blockNumber: 10,
  contractAddress: null,
  from: ALICE,
  status,
  to: TOKEN,
  transactionHash: hash(n),
  transactionIndex: 0,
})
const initial = useTransactionStore.getState()
const store = () => useTransactionStore.getState()
const tx = (chainId: number, n: number) => store().transactions[chainId]?.[hash(n)]

beforeEach(() => {
  localStorage.clear()
  useTransactionStore.setState(initial, true)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

describe('addTransaction', () => {
  it('records the transaction with its time, summary, approval and claim', () => {
    vi.spyOn(Date, 'now').mockReturnValue(5_000)
    store().addTransaction({
      hash: hash(1),
      from: ALICE.toLowerCase(),
      chainId: 1,
      summary: 'Approve DAI',
      approval: { tokenAddress: TOKEN, spender: BOB },
      claim: { recipient: BOB },
    })
    expect(tx(1, 1)).toEqual({
      hash: hash(1),
      from: ALICE,
      chainId: 1,
      summary: 'Approve DAI',
      approval: { tokenAddress: TOKEN, spender: BOB },
      claim: { recipient: BOB },
      addedTime: 5_000,
    })
    expect(transactionStatus(tx(1, 1)!)).toBe('pending')
  })

  it('refuses an existing hash on the same chain, but not on another chain', () => {
    store().addTransaction({ hash: hash(1), from: ALICE, chainId: 1, summary: 'Swap' })
    expect(() => store().addTransaction({ hash: hash(1), from: BOB, chainId: 1 })).toThrow(
      expect.objectContaining({ code: 'TRANSACTION_EXISTS' }),
    )
    expect(tx(1, 1)?.summary).toBe('Swap')
    store().addTransaction({ hash: hash(1), from: ALICE, chainId: 5 })
    expect(tx(5, 1)).toBeDefined()
  })

  it('refuses a missing hash', () => {
    expect(() => store().addTransaction({ hash: '', from: ALICE, chainId: 1 })).toThrow(
      expect.objectContaining({ code: 'NO_TRANSACTION_HASH' }),
    )
    expect(store().transactions).toEqual({})
  })
})

describe('checks and receipts', () => {
  it('records the latest checked block, never moving backwards', () => {
    store().addTransaction({ hash: hash(1), from: ALICE, chainId: 1 })
    store().checkedTransaction(1, hash(1), 7)
    expect(tx(1, 1)?.lastCheckedBlockNumber).toBe(7)
    store().checkedTransaction(1, hash(1), 5)
    expect(tx(1, 1)?.lastCheckedBlockNumber).toBe(7)
    store().checkedTransaction(1, hash(1), 9)
    expect(tx(1, 1)?.lastCheckedBlockNumber).toBe(9)
  })

  it('finalizes with the receipt and the confirmation time', () => {
    store().addTransaction({ hash: hash(1), from: ALICE, chainId: 1 })
    vi.spyOn(Date, 'now').mockReturnValue(8_000)
    store().finalizeTransaction(1, hash(1), receipt(1, 1))
    expect(tx(1, 1)).toMatchObject({ confirmedTime: 8_000, receipt: receipt(1, 1) })
    expect(transactionStatus(tx(1, 1)!)).toBe('success')
  })

  it('a reverted receipt makes the transaction failed', () => {
    store().addTransaction({ hash: hash(1), from: ALICE, chainId: 1 })
    store().finalizeTransaction(1, hash(1), receipt(1, 0))
    expect(transactionStatus(tx(1, 1)!)).toBe('failed')
  })

  it('ignores checks and receipts for unknown transactions', () => {
    store().checkedTransaction(1, hash(1), 7)
    store().finalizeTransaction(1, hash(1), receipt(1, 1))
    expect(store().transactions).toEqual({})
  })
})

describe('lists and clearing', () => {
  beforeEach(() => {
    store().addTransaction({ hash: hash(1), from: ALICE, chainId: 1, addedTime: 1 })
    store().addTransaction({ hash: hash(2), from: ALICE, chainId: 1, addedTime: 3 })
    store().addTransaction({ hash: hash(3), from: ALICE, chainId: 1, addedTime: 2 })
    store().addTransaction({ hash: hash(4), from: BOB, chainId: 1, addedTime: 4 })
    store().addTransaction({ hash: hash(5), from: ALICE, chainId: 5, addedTime: 5 })
  })

  it('lists an account’s transactions on a chain newest first, whatever the address case', () => {
    expect(selectAccountTransactions(store(), 1, ALICE).map((t) => t.hash)).toEqual([hash(2), hash(3), hash(1)])
    expect(selectAccountTransactions(store(), 1, ALICE.toLowerCase())).toHaveLength(3)
    expect(selectAccountTransactions(store(), undefined, ALICE)).toEqual([])
    expect(selectAccountTransactions(store(), 1, undefined)).toEqual([])
  })

  it('counts the pending ones', () => {
    expect(selectPendingCount(store(), 1, ALICE)).toBe(3)
    store().finalizeTransaction(1, hash(2), receipt(2, 1))
    store().finalizeTransaction(1, hash(3), receipt(3, 0))
    expect(selectPendingCount(store(), 1, ALICE)).toBe(1)
    expect(selectPendingCount(store(), 1, BOB)).toBe(1)
    expect(selectPendingCount(store(), 1, undefined)).toBe(0)
  })

  it('clears only that account on that chain', () => {
    store().clearAllTransactions(1, ALICE.toLowerCase())
    expect(selectAccountTransactions(store(), 1, ALICE)).toEqual([])
    expect(selectAccountTransactions(store(), 1, BOB)).toHaveLength(1)
    expect(selectAccountTransactions(store(), 5, ALICE)).toHaveLength(1)
  })

  it('removes one transaction', () => {
    store().removeTransaction(1, hash(2))
    expect(tx(1, 2)).toBeUndefined()
    expect(tx(1, 1)).toBeDefined()
    const before = store().transactions
    store().removeTransaction(1, hash(42))
    expect(store().transactions).toBe(before)
  })
})

describe('updates', () => {
  it('returns the status before and after, and ignores unknown records', () => {
    store().addTransaction({ hash: hash(1), from: ALICE, chainId: 1 })
    expect(store().updateTransaction(1, hash(1), { kind: 'dropped' })).toEqual({ before: 'pending', after: 'dropped' })
    expect(store().updateTransaction(1, hash(1), { kind: 'receipt', receipt: receipt(1, 1) })).toEqual({
      before: 'dropped',
      after: 'success',
    })
    expect(store().updateTransaction(1, hash(1), { kind: 'reorged' })).toEqual({ before: 'success', after: 'pending' })
    expect(store().updateTransaction(1, hash(9), { kind: 'dropped' })).toBeUndefined()
  })

  it('the pending count leaves out dropped, expired and cancelled records', () => {
    store().addTransaction({ hash: hash(1), from: ALICE, chainId: 1 })
    store().addTransaction({ hash: hash(2), from: ALICE, chainId: 1 })
    store().addTransaction({ hash: hash(3), from: ALICE, chainId: 1 })
    store().addTransaction({ hash: hash(4), from: ALICE, chainId: 1 })
    store().updateTransaction(1, hash(1), { kind: 'dropped' })
    store().updateTransaction(1, hash(2), { kind: 'expired' })
    store().updateTransaction(1, hash(3), {
      kind: 'receipt',
      receipt: receipt(5, 1),
      replacedBy: { hash: hash(5), reason: 'cancelled' },
    })
    expect(selectPendingCount(store(), 1, ALICE)).toBe(1)
  })
})

describe('persistence', () => {
  it('a version 1 value (records without nonce or payload) is kept', async () => {
    const v1 = {
      state: {
        transactions: { 1: { [hash(1)]: { hash: hash(1), from: ALICE, chainId: 1, summary: 'Swap', addedTime: 3 } } },
      },
      version: 1,
    }
    localStorage.setItem(KEY, JSON.stringify(v1))
    await useTransactionStore.persist.rehydrate()
    expect(tx(1, 1)).toEqual({ hash: hash(1), from: ALICE, chainId: 1, summary: 'Swap', addedTime: 3 })
  })

  it('keeps the nonce, payload, deadline and replacement of a record across a reload', async () => {
    store().addTransaction({
      hash: hash(1),
      from: ALICE,
      chainId: 1,
      nonce: 4,
      to: TOKEN,
      input: '0x1234',
      value: '0',
      deadline: 99,
      submittedBlock: 8,
    })
    store().updateTransaction(1, hash(1), {
      kind: 'receipt',
      receipt: receipt(2, 1),
      replacedBy: { hash: hash(2), reason: 'repriced' },
    })
    const saved = localStorage.getItem(KEY)!
    useTransactionStore.setState(initial, true)
    localStorage.setItem(KEY, saved)
    await useTransactionStore.persist.rehydrate()
    expect(tx(1, 1)).toMatchObject({
      nonce: 4,
      to: TOKEN,
      input: '0x1234',
      value: '0',
      deadline: 99,
      submittedBlock: 8,
      replacedBy: { hash: hash(2), reason: 'repriced' },
    })
  })

  it('survives a reload', async () => {
    store().addTransaction({ hash: hash(1), from: ALICE, chainId: 1, summary: 'Swap' })
    store().finalizeTransaction(1, hash(1), receipt(1, 1))
    const saved = localStorage.getItem(KEY)!
    useTransactionStore.setState(initial, true)
    localStorage.setItem(KEY, saved)
    await useTransactionStore.persist.rehydrate()
    expect(tx(1, 1)).toMatchObject({ from: ALICE, summary: 'Swap', receipt: receipt(1, 1) })
  })

  it.each([
    ['invalid JSON', '{"state":'],
    ['a bad record', JSON.stringify({ state: { transactions: { 1: { x: { hash: 'nope' } } } }, version: 1 })],
    ['a future version', JSON.stringify({ state: { transactions: {} }, version: 7 })],
    [
      'a bad replacement reason',
      JSON.stringify({
        state: {
          transactions: {
            1: {
              [hash(1)]: {
                hash: hash(1),
                from: ALICE,
                chainId: 1,
                addedTime: 1,
                replacedBy: { hash: hash(2), reason: 'magic' },
              },
            },
          },
        },
        version: 2,
      }),
    ],
  ])('%s resets only the transactions', async (_what, value) => {
    store().addTransaction({ hash: hash(1), from: ALICE, chainId: 1 })
    localStorage.setItem('ucash.settings', '{"state":{},"version":1}')
    localStorage.setItem(KEY, value)
    await expect(useTransactionStore.persist.rehydrate()).resolves.toBeUndefined()
    expect(store().transactions).toEqual({})
    expect(localStorage.getItem('ucash.settings')).toBe('{"state":{},"version":1}')
  })
})
