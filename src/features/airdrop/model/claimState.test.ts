import type { Address, Hash } from 'viem'
import { describe, expect, it } from 'vitest'
import { type TransactionRecord, type WriteStatus, writeView } from '@/entities/transaction'
import { claimGas, followedWrite } from './claimState'

const HASH: Hash = `0x${'ab'.repeat(32)}`
const OTHER: Hash = `0x${'cd'.repeat(32)}`
const ME: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const pending: TransactionRecord = { hash: OTHER, from: ME, chainId: 1, addedTime: 1, claim: { recipient: ME } }
/** The claim dialog's view of a write (the entry state is the form), with the hash it links to. */
const claimState = (status: WriteStatus, hash: Hash | undefined) => {
  const view = writeView(status, hash !== undefined, undefined, 'form')
  return view === 'submitted' || view === 'confirmed' ? { view, hash } : { view }
}
const currentClaimState = (write: { status: WriteStatus; hash: Hash | undefined }, followed?: TransactionRecord) => {
  const { status, hash } = followedWrite(write, followed)
  return claimState(status, hash)
}
const receipt = (status: number) => ({
  blockHash: HASH,
  blockNumber: 2,
  from: ME,
  transactionHash: OTHER,
  transactionIndex: 0,
  status,
})

describe('claimState', () => {
  it('default: nothing sent is the entry state', () => {
    expect(claimState('idle', undefined)).toEqual({ view: 'form' })
  })

  it('behavior: attempting in the wallet, submitted with the hash, claimed with the receipt', () => {
    expect(claimState('awaiting', undefined)).toEqual({ view: 'awaiting' })
    expect(claimState('submitted', HASH)).toEqual({ view: 'submitted', hash: HASH })
    expect(claimState('confirmed', HASH)).toEqual({ view: 'confirmed', hash: HASH })
  })

  it('behavior: any failure returns to the entry state', () => {
    expect(claimState('failed', undefined)).toEqual({ view: 'form' })
    for (const status of ['failed', 'replaced', 'dropped'] as const)
      expect(claimState(status, HASH)).toEqual({ view: 'form' })
  })
})

describe('currentClaimState', () => {
  it("default: the dialog's own write wins", () => {
    expect(currentClaimState({ status: 'submitted', hash: HASH }, pending)).toEqual({ view: 'submitted', hash: HASH })
    expect(currentClaimState({ status: 'idle', hash: undefined }, undefined)).toEqual({ view: 'form' })
  })

  it('behavior: with no write (closed, reloaded), a followed claim reads Claiming, then Claimed when mined', () => {
    const idle = { status: 'idle' as const, hash: undefined }
    expect(currentClaimState(idle, pending)).toEqual({ view: 'submitted', hash: OTHER })
    expect(currentClaimState(idle, { ...pending, receipt: receipt(1) })).toEqual({ view: 'confirmed', hash: OTHER })
  })

  it('behavior: a followed claim that reverted or was dropped is the entry state', () => {
    const idle = { status: 'idle' as const, hash: undefined }
    expect(currentClaimState(idle, { ...pending, receipt: receipt(0) })).toEqual({ view: 'form' })
    expect(currentClaimState(idle, { ...pending, droppedTime: 3 })).toEqual({ view: 'form' })
  })
})

describe('claimGas', () => {
  it('default: the estimate plus 10%, rounded down', () => {
    expect(claimGas(100_000n)).toBe(110_000n)
    expect(claimGas(99_999n)).toBe(109_998n)
  })
})
