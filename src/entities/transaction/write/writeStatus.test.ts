import type { Hash } from 'viem'
import { describe, expect, it } from 'vitest'
import type { TransactionRecord } from '../transactionStore'
import { writeStatus } from './writeStatus'

const record = (extra: Partial<TransactionRecord> = {}): TransactionRecord => ({
  hash: `0x${'1'.repeat(64)}` as Hash,
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 1,
  addedTime: 0,
  ...extra,
})
const receipt = (status: number) => ({
  blockHash: `0x${'2'.repeat(64)}` as Hash,
  blockNumber: 3,
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const,
  status,
  transactionHash: `0x${'3'.repeat(64)}` as Hash,
  transactionIndex: 0,
})

describe('writeStatus', () => {
  it.each([
    ['nothing sent', 'idle', false, undefined, 'idle'],
    ['the wallet is asked', 'pending', false, undefined, 'awaiting'],
    ['the wallet said no, or the estimate failed', 'error', false, undefined, 'failed'],
    ['a signature came back', 'success', false, undefined, 'confirmed'],
    ['a hash, the record not read yet', 'success', true, undefined, 'submitted'],
    ['a hash, pending', 'success', true, record(), 'submitted'],
    ['mined', 'success', true, record({ receipt: receipt(1) }), 'confirmed'],
    ['reverted', 'success', true, record({ receipt: receipt(0) }), 'failed'],
    [
      'sped up and mined',
      'success',
      true,
      record({ receipt: receipt(1), replacedBy: { hash: `0x${'3'.repeat(64)}`, reason: 'repriced' } }),
      'confirmed',
    ],
    [
      'cancelled',
      'success',
      true,
      record({ receipt: receipt(1), replacedBy: { hash: `0x${'3'.repeat(64)}`, reason: 'cancelled' } }),
      'replaced',
    ],
    [
      'replaced by another call',
      'success',
      true,
      record({ receipt: receipt(1), replacedBy: { hash: `0x${'3'.repeat(64)}`, reason: 'replaced' } }),
      'replaced',
    ],
    ['dropped', 'success', true, record({ droppedTime: 1 }), 'dropped'],
    ['expired', 'success', true, record({ expired: true }), 'failed'],
  ] as const)('%s -> %s', (_what, mutation, hasHash, tx, expected) =>
    expect(writeStatus(mutation, hasHash, tx)).toBe(expected),
  )
})
