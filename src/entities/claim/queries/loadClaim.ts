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
 * The account's claim as the app trusts it: the service's data, kept only when its proof leads to the distributor's
 * Merkle root (so data for another account or amount never becomes a Claim button that reverts). Bad data, or a
 * service that does not answer in time, is logged ('Failed to get claim data', spec 8) and reads as no claim; a failed
 * root read throws, for the query to retry. Once `signal` (the query's) aborts, nobody wants the answer: its error is
 * thrown as it is, unlogged.
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
