import type { Hash } from 'viem'
import { type TransactionRecord, type WriteStatus, writeStatus } from '@/entities/transaction'

/**
 * The claim's write as its dialog shows it (spec 4: idle, attempting, submitted, claimed): this dialog's write or,
 * while it has none (the dialog was closed, the page reloaded), the claim transaction followed from the store, so a
 * claim that was sent still reads Claiming, then Claimed once it is mined.
 */
export function followedWrite(
  write: { status: WriteStatus; hash: Hash | undefined },
  followed: TransactionRecord | undefined,
): { status: WriteStatus; hash: Hash | undefined } {
  if (write.status !== 'idle' || !followed) return { status: write.status, hash: write.hash }
  return { status: writeStatus('success', true, followed), hash: followed.hash }
}

/** Spec 9: the claim's gas limit is its estimate plus 10%. */
export const claimGas = (estimate: bigint): bigint => (estimate * 110n) / 100n
