/** Where an account stands with the airdrop: still being read, nothing to claim, claimed already, or claimable. */
export type ClaimStatus = 'loading' | 'none' | 'claimed' | 'available'

interface ClaimFacts {
  /** Whether there is anything to read (an account, a chain with a claim service and a distributor). */
  enabled: boolean
  /** The checked claim data: undefined while loading, null for none (or when it could not be read). */
  claim: unknown
  /** `isClaimed(index)`: undefined while loading, null when the read failed. */
  isClaimed: boolean | null | undefined
}

/** The account's claim status from its data and `isClaimed`; a read that failed counts as no claim. */
export function claimStatus({ enabled, claim, isClaimed }: ClaimFacts): ClaimStatus {
  if (!enabled || claim === null) return 'none'
  if (claim === undefined || isClaimed === undefined) return 'loading'
  if (isClaimed === null) return 'none'
  return isClaimed ? 'claimed' : 'available'
}
