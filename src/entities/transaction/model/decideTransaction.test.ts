import type { Address, Hash } from 'viem'
import { describe, expect, it } from 'vitest'
import { type TransactionRecord, applyUpdate } from '../transactionStore'
import {
  DROP_AFTER_BLOCKS,
  type MinedTransaction,
  type PendingFacts,
  classifyReplacement,
  decidePending,
  decideReorg,
  nonceTaken,
} from './decideTransaction'
import { transactionOutcome, transactionStatus } from './transactionStatus'

const ME: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ROUTER: Address = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash
const receipt = (n: number, status = 1, blockNumber = 10) => ({
  blockHash: hash(1000 + blockNumber),
  blockNumber,
  contractAddress: null,
  from: ME,
  status,
  to: ROUTER,
  transactionHash: hash(n),
  transactionIndex: 0,
})
const record = (extra: Partial<TransactionRecord> = {}): TransactionRecord => ({
  hash: hash(1),
  from: ME,
  chainId: 31337,
  nonce: 7,
  to: ROUTER,
  input: '0xabcdef',
  value: '5',
  addedTime: 0,
  submittedBlock: 9,
  ...extra,
})
const head = (number: number, timestamp = 1_000) => ({ number, hash: hash(5000 + number), timestamp })
const facts = (extra: Partial<PendingFacts> = {}): PendingFacts => ({
  head: head(10),
  receipt: null,
  known: true,
  nodeNonce: 7,
  accountNonce: 7,
  ...extra,
})
const mined = (extra: Partial<MinedTransaction> = {}): MinedTransaction => ({
  hash: hash(2),
  from: ME,
  to: ROUTER,
  input: '0xabcdef',
  value: 5n,
  ...extra,
})

/** Applies a decision's updates in order, as the watcher does. */
const apply = (tx: TransactionRecord, f: PendingFacts) =>
  decidePending(tx, f).reduce((r, u) => applyUpdate(r, u, 42), tx)

describe('classifyReplacement', () => {
  it.each([
    ['the same call at another price', mined(), 'repriced'],
    ['the same call, data in other case', mined({ input: '0xABCDEF' }), 'repriced'],
    ['a zero-value transfer to oneself', mined({ to: ME, input: '0x', value: 0n }), 'cancelled'],
    [
      'a zero-value self-call with data is still a cancellation (as viem)',
      mined({ to: ME, input: '0x12', value: 0n }),
      'cancelled',
    ],
    ['a transfer of value to oneself is not a cancellation', mined({ to: ME, input: '0x', value: 1n }), 'replaced'],
    ['another target', mined({ to: '0x0000000000000000000000000000000000000001' }), 'replaced'],
    ['other data', mined({ input: '0xabcdee' }), 'replaced'],
    ['another value', mined({ value: 6n }), 'replaced'],
    ['a contract creation', mined({ to: null }), 'replaced'],
  ] as const)('%s: %s', (_what, taker, reason) => expect(classifyReplacement(record(), taker)).toBe(reason))

  it('without the original payload only "replaced" can be said', () => {
    expect(classifyReplacement({ to: undefined, input: undefined, value: undefined }, mined())).toBe('replaced')
  })
})

describe('decidePending', () => {
  it('behavior: its own receipt confirms it (or fails it)', () => {
    expect(transactionOutcome(apply(record(), facts({ receipt: receipt(1) })))).toBe('confirmed')
    expect(transactionOutcome(apply(record(), facts({ receipt: receipt(1, 0) })))).toBe('failed')
  })

  it('behavior: a known, unmined transaction stays pending and is marked checked at the head', () => {
    const next = apply(record(), facts())
    expect(transactionStatus(next)).toBe('pending')
    expect(next.lastCheckedBlockNumber).toBe(10)
  })

  it('behavior: the node’s nonce replaces the one read before sending', () => {
    expect(apply(record({ nonce: 6 }), facts({ nodeNonce: 7 })).nonce).toBe(7)
  })

  it('behavior: nonce passed, no receipt: a search is needed before deciding', () => {
    expect(nonceTaken(record(), facts({ accountNonce: 8 }))).toBe(true)
    expect(nonceTaken(record(), facts({ accountNonce: 7 }))).toBe(false)
    expect(nonceTaken(record(), facts({ accountNonce: 8, receipt: receipt(1) }))).toBe(false)
    expect(nonceTaken(record({ nonce: undefined }), facts({ accountNonce: 8, nodeNonce: undefined }))).toBe(false)
    // Not yet searched: nothing is decided about the nonce.
    expect(transactionStatus(apply(record(), facts({ accountNonce: 8 })))).toBe('pending')
  })

  it.each([
    ['repriced: sped up, and the new receipt decides success', mined(), 1, 'sped-up', 'success'],
    ['repriced but reverted', mined(), 0, 'failed', 'failed'],
    ['a zero-value self-transfer: cancelled', mined({ to: ME, value: 0n, input: '0x' }), 1, 'cancelled', 'cancelled'],
    ['another call took the nonce: replaced', mined({ input: '0x1234' }), 1, 'replaced', 'success'],
  ] as const)('behavior: nonce taken, %s', (_what, taker, status, outcome, txStatus) => {
    const next = apply(
      record(),
      facts({
        accountNonce: 8,
        known: false,
        nodeNonce: undefined,
        taker: { transaction: taker, receipt: receipt(2, status) },
      }),
    )
    expect(transactionOutcome(next)).toBe(outcome)
    expect(transactionStatus(next)).toBe(txStatus)
    expect(next.replacedBy?.hash).toBe(hash(2))
    expect(next.receipt?.transactionHash).toBe(hash(2))
  })

  it('behavior: the taker is the record itself (mined since the receipt was asked): plain confirmation', () => {
    const next = apply(
      record(),
      facts({ accountNonce: 8, taker: { transaction: mined({ hash: hash(1) }), receipt: receipt(1) } }),
    )
    expect(transactionOutcome(next)).toBe('confirmed')
    expect(next.replacedBy).toBeUndefined()
  })

  it('behavior: nonce taken and nothing found at it: dropped', () => {
    expect(transactionOutcome(apply(record(), facts({ accountNonce: 8, known: false, taker: null })))).toBe('dropped')
  })

  it(`boundary: unknown to the node for ${DROP_AFTER_BLOCKS} blocks reads dropped, not before`, () => {
    const first = apply(record(), facts({ known: false, nodeNonce: undefined, head: head(10) }))
    expect(first.unknownSinceBlock).toBe(10)
    expect(transactionOutcome(first)).toBe('pending')
    const second = apply(first, facts({ known: false, nodeNonce: undefined, head: head(10 + DROP_AFTER_BLOCKS - 1) }))
    expect(transactionOutcome(second)).toBe('pending')
    const third = apply(second, facts({ known: false, nodeNonce: undefined, head: head(10 + DROP_AFTER_BLOCKS) }))
    expect(transactionOutcome(third)).toBe('dropped')
    // Known again (rebroadcast): pending again; a receipt later still confirms it.
    const back = apply(third, facts({ head: head(13) }))
    expect(transactionOutcome(back)).toBe('pending')
    expect(back.unknownSinceBlock).toBeUndefined()
    expect(transactionOutcome(apply(third, facts({ receipt: receipt(1), head: head(14) })))).toBe('confirmed')
  })

  it('boundary: past its deadline on the chain’s clock it reads failed (expired); at the deadline not yet', () => {
    expect(transactionOutcome(apply(record({ deadline: 1_000 }), facts({ head: head(10, 1_000) })))).toBe('pending')
    const expired = apply(record({ deadline: 1_000 }), facts({ head: head(10, 1_001) }))
    expect(transactionOutcome(expired)).toBe('expired')
    expect(transactionStatus(expired)).toBe('failed')
  })
})

describe('decideReorg', () => {
  const confirmed = record({ receipt: receipt(1, 1, 10), confirmedTime: 5 })
  it('behavior: the receipt’s block still canonical: nothing changes', () => {
    expect(decideReorg(confirmed, hash(1010))).toEqual([])
  })
  it.each([
    ['another block at that height', hash(77)],
    ['no block at that height any more', null],
  ])('behavior: %s: pending again, and a success never lasts', (_what, canonical) => {
    const next = decideReorg(confirmed, canonical).reduce((r, u) => applyUpdate(r, u), confirmed)
    expect(transactionStatus(next)).toBe('pending')
    expect(next.receipt).toBeUndefined()
    expect(next.lastCheckedBlockNumber).toBeUndefined()
  })
  it('a record without a receipt is not its business', () => expect(decideReorg(record(), null)).toEqual([]))
})
