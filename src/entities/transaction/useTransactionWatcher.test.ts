import type { Hash } from 'viem'
import { describe, expect, it } from 'vitest'
import type { TransactionRecord } from './transactionStore'
import { REORG_WATCH_MS, isWatched, selectWatching } from './model/watched'
import { TRANSACTION_RECENT_MS } from './model/transactionStatus'
import { isDue } from './useTransactionWatcher'

const NOW = 1_700_000_000_000
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash
const receipt = {
  blockHash: hash(9),
  blockNumber: 10,
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const,
  status: 1,
  transactionHash: hash(1),
  transactionIndex: 0,
}
const tx = (extra: Partial<TransactionRecord> = {}): TransactionRecord => ({
  hash: hash(1),
  from: receipt.from,
  chainId: 1,
  addedTime: NOW - 1_000,
  ...extra,
})
const head = (number: number) => ({ number, hash: hash(100 + number), timestamp: 0 })

describe('isWatched', () => {
  it.each([
    ['a pending record of the last 24 hours', tx(), true],
    ['a pending record older than 24 hours', tx({ addedTime: NOW - TRANSACTION_RECENT_MS }), false],
    ['a dropped one (the node may know it again)', tx({ droppedTime: NOW }), true],
    ['a receipt of the last minutes (reorganisations)', tx({ receipt, confirmedTime: NOW - REORG_WATCH_MS + 1 }), true],
    ['an older receipt', tx({ receipt, confirmedTime: NOW - REORG_WATCH_MS }), false],
    ['an expired one', tx({ expired: true }), false],
  ])('%s: %s', (_what, record, watched) => expect(isWatched(record, NOW)).toBe(watched))
})

describe('selectWatching: whether the watcher (loaded on demand) is needed on a chain', () => {
  const state = (records: TransactionRecord[]) => ({
    transactions: { 1: Object.fromEntries(records.map((record) => [record.hash, record])) },
  })
  it('behavior: any watched record of the chain, none on another chain or without a chain', () => {
    const recent = tx({ addedTime: Date.now() })
    expect(selectWatching(state([recent]), 1)).toBe(true)
    expect(selectWatching(state([recent]), 5)).toBe(false)
    expect(selectWatching(state([recent]), undefined)).toBe(false)
    expect(selectWatching(state([tx({ addedTime: Date.now(), expired: true })]), 1)).toBe(false)
    expect(selectWatching(state([]), 1)).toBe(false)
  })
})

describe('isDue', () => {
  it('a receipt is checked at every head; a pending record at the spec cadence', () => {
    expect(isDue(tx({ receipt, lastCheckedBlockNumber: 10 }), head(10))).toBe(true)
    expect(isDue(tx({ lastCheckedBlockNumber: 10 }), head(10))).toBe(false)
    expect(isDue(tx({ lastCheckedBlockNumber: 10, addedTime: Date.now() }), head(11))).toBe(true)
    expect(isDue(tx(), head(1))).toBe(true)
  })
  it('behavior: when the head went back (a revert or reorganisation), a pending record is due at once', () => {
    expect(isDue(tx({ lastCheckedBlockNumber: 10 }), head(8))).toBe(true)
  })
})
