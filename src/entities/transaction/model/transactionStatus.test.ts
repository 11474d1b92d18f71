import { describe, expect, it } from 'vitest'
import { TRANSACTION_RECENT_MS, isTransactionRecent, transactionOutcome, transactionStatus } from './transactionStatus'

describe('transactionStatus', () => {
  it.each([
    [{}, 'pending'],
    [{ receipt: { status: 1 } }, 'success'],
    [{ receipt: {} }, 'success'],
    [{ receipt: { status: null } }, 'success'],
    [{ receipt: { status: 0 } }, 'failed'],
    [{ receipt: { status: 2 } }, 'failed'],
    [{ droppedTime: 1 }, 'dropped'],
    [{ expired: true }, 'failed'],
    [{ receipt: { status: 1 }, droppedTime: 1 }, 'success'],
    [{ receipt: { status: 1 }, replacedBy: { reason: 'cancelled' } }, 'cancelled'],
    [{ receipt: { status: 1 }, replacedBy: { reason: 'repriced' } }, 'success'],
  ] as const)('%j -> %s', (tx, status) => expect(transactionStatus(tx)).toBe(status))
})

describe('transactionOutcome', () => {
  it.each([
    [{}, 'pending'],
    [{ receipt: { status: 1 } }, 'confirmed'],
    [{ receipt: { status: 0 } }, 'failed'],
    [{ receipt: { status: 1 }, replacedBy: { reason: 'repriced' } }, 'sped-up'],
    [{ receipt: { status: 0 }, replacedBy: { reason: 'repriced' } }, 'failed'],
    [{ receipt: { status: 1 }, replacedBy: { reason: 'replaced' } }, 'replaced'],
    [{ receipt: { status: 0 }, replacedBy: { reason: 'replaced' } }, 'replaced'],
    [{ receipt: { status: 1 }, replacedBy: { reason: 'cancelled' } }, 'cancelled'],
    [{ droppedTime: 1 }, 'dropped'],
    [{ expired: true }, 'expired'],
    [{ expired: true, receipt: { status: 0 } }, 'failed'],
  ] as const)('%j -> %s', (tx, outcome) => expect(transactionOutcome(tx)).toBe(outcome))
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
