/** Spec section 4: an approval's state per token and spender. */
export type ApprovalState = 'UNKNOWN' | 'NOT_APPROVED' | 'PENDING' | 'APPROVED'

/**
 * The native coin needs no approval; APPROVED when the allowance covers the amount; PENDING while an approval
 * transaction for this token and spender is unconfirmed; NOT_APPROVED when the allowance is lower; UNKNOWN when the
 * amount or the allowance is not known yet.
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
