import { describe, expect, it } from 'vitest'
import { TRANSACTION_RECENT_MS, isTransactionRecent, transactionStatus } from './transactionStatus'

describe('transactionStatus', () => {
  it.each([
    [{}, 'pending'],
    [{ receipt: { status: 1 } }, 'success'],
    [{ receipt: {} }, 'success'],
    [{ receipt: { status: null } }, 'success'],
    [{ receipt: { status: 0 } }, 'failed'],
    [{ receipt: { status: 2 } }, 'failed'],
  ])('%j -> %s', (tx, status) => expect(transactionStatus(tx)).toBe(status))
})

describe('isTransactionRecent', () => {
  const NOW = 1_700_000_000_000
  it('is recent for 24 hours', () => {
    expect(TRANSACTION_RECENT_MS).toBe(24 * 60 * 60 * 1000)
    expect(isTransactionRecent({ addedTime: NOW }, NOW)).toBe(true)
    expect(isTransactionRecent({ addedTime: NOW - TRANSACTION_RECENT_MS + 1 }, NOW)).toBe(true)
    expect(isTransactionRecent({ addedTime: NOW - TRANSACTION_RECENT_MS }, NOW)).toBe(false)
  })
})
