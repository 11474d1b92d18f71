/** Spec section 4: an approval's state per token and spender. */
export type ApprovalState = 'UNKNOWN' | 'NOT_APPROVED' | 'PENDING' | 'APPROVED'

/**
 * Native coin: no approval. APPROVED when the allowance covers the amount, PENDING while an approval for this token and
 * spender is unconfirmed, NOT_APPROVED when lower, UNKNOWN until amount and allowance are known.
 */
export function approvalState(p: {
  native: boolean
  amount: bigint | undefined
  allowance: bigint | undefined
  pending: boolean
}): ApprovalState {
  if (p.native) return 'APPROVED'
  if (p.amount === undefined || p.allowance === undefined) return 'UNKNOWN'
  if (p.allowance >= p.amount) return 'APPROVED'
  return p.pending ? 'PENDING' : 'NOT_APPROVED'
}
