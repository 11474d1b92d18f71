/** How a spender is given the right to take pool tokens: a signed EIP-2612 permit, or an approval transaction first. */
export type AuthorizationMethod = 'permit' | 'approve'

/**
 * Spec 1 and 7: a smart-contract wallet (Argent, by its detector) cannot sign a permit, so it approves, then sends.
 * Not known to be one (no detector, the read pending or failed) is a permit: a failed signature falls back to approval.
 */
export const authorizationMethod = (smartContractWallet: boolean | undefined): AuthorizationMethod =>
  smartContractWallet === true ? 'approve' : 'permit'
