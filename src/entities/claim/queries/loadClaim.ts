import type { Address, Hex } from 'viem'
import { AppError } from '@/lib/errors'
import { verifyClaimProof } from '../model/verifyClaimProof'
import type { ClaimData } from './fetchClaim'

interface ClaimSources {
  /** The claim service's answer for the account (throws CLAIM_DATA_FAILED on a bad answer or none in time). */
  fetchClaim(): Promise<ClaimData | null>
  /** The distributor's `merkleRoot()`. */
  readRoot(): Promise<Hex>
}

/**
 * The claim as trusted: kept only when its proof leads to the Merkle root, so bad data never becomes a Claim button
 * that reverts. Bad or late data is logged (spec 8) and reads as no claim; a failed root read throws, for a retry;
 * after `signal` aborts, errors are thrown unlogged.
 */
export async function loadClaim(
  { fetchClaim, readRoot }: ClaimSources,
  account: Address,
  signal?: AbortSignal,
): Promise<ClaimData | null> {
  let claim: ClaimData | null
  try {
    claim = await fetchClaim()
  } catch (error) {
    if (signal?.aborted) throw error
    console.error(error)
    return null
  }
  if (!claim) return null
  if (verifyClaimProof(claim, account, await readRoot())) return claim
  console.error(
    new AppError('CLAIM_DATA_FAILED', {
      details: `The proof for ${account} does not lead to the distributor's Merkle root`,
    }),
  )
  return null
}
