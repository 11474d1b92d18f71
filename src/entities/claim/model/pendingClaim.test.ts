import type { Address, Hash } from 'viem'
import { describe, expect, it } from 'vitest'
import type { TransactionRecord } from '@/entities/transaction'
import { findPendingClaim } from './pendingClaim'

const ME: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = (n: number): Hash => `0x${n.toString(16).padStart(64, '0')}`
const receipt = {
  blockHash: hash(99),
  blockNumber: 1,
  from: ME,
  transactionHash: hash(1),
  transactionIndex: 0,
  status: 1,
}

const record = (n: number, extra: Partial<TransactionRecord> = {}): TransactionRecord => ({
  hash: hash(n),
  from: ME,
  chainId: 1,
  addedTime: n,
  ...extra,
})
const byHash = (...records: TransactionRecord[]) => Object.fromEntries(records.map((r) => [r.hash, r]))

describe('findPendingClaim', () => {
  it('default: the newest pending claim for the recipient, whoever sent it', () => {
    const records = byHash(
      record(1, { claim: { recipient: ME } }),
      record(2, { claim: { recipient: ME }, from: OTHER }),
      record(3),
    )
    expect(findPendingClaim(records, ME)?.hash).toBe(hash(2))
  })

  it('behavior: the recipient compares without case', () => {
    expect(findPendingClaim(byHash(record(1, { claim: { recipient: ME } })), ME.toLowerCase() as Address)?.hash).toBe(
      hash(1),
    )
  })

  it('behavior: mined, dropped or expired claims, other recipients and other transactions are not pending claims', () => {
    const records = byHash(
      record(1, { claim: { recipient: ME }, receipt }),
      record(2, { claim: { recipient: ME }, droppedTime: 5 }),
      record(3, { claim: { recipient: ME }, expired: true }),
      record(4, { claim: { recipient: OTHER } }),
      record(5),
    )
    expect(findPendingClaim(records, ME)).toBeUndefined()
    expect(findPendingClaim(undefined, ME)).toBeUndefined()
  })
})
