import type { Hash } from 'viem'
import { type TransactionRecord, type WriteStatus, writeStatus } from '@/entities/transaction'

/** Spec 4, claim: idle, attempting (the wallet is asked), submitted (a hash), claimed (the receipt arrived). */
export type ClaimState =
  { step: 'idle' } | { step: 'attempting' } | { step: 'submitted'; hash: Hash } | { step: 'claimed'; hash: Hash }

/**
 * The claim's state from its write: the wallet's wait, the hash until the receipt, then claimed. A failure of any kind
 * (rejected, not sent, reverted, replaced, dropped) returns to the entry state, where Claim can be tried again.
 */
export function claimState(status: WriteStatus, hash: Hash | undefined): ClaimState {
  if (status === 'awaiting') return { step: 'attempting' }
  if (hash && status === 'submitted') return { step: 'submitted', hash }
  if (hash && status === 'confirmed') return { step: 'claimed', hash }
  return { step: 'idle' }
}

/**
 * The state of this dialog's write or, while it has none (the dialog was closed, the page reloaded), of the claim
 * transaction followed from the store: a claim that was sent still reads Claiming, then Claimed once it is mined.
 */
export function currentClaimState(
  write: { status: WriteStatus; hash: Hash | undefined },
  followed: TransactionRecord | undefined,
): ClaimState {
  if (write.status !== 'idle' || !followed) return claimState(write.status, write.hash)
  return claimState(writeStatus('success', true, followed), followed.hash)
}

/** Spec 9: the claim's gas limit is its estimate plus 10%. */
export const claimGas = (estimate: bigint): bigint => (estimate * 110n) / 100n
