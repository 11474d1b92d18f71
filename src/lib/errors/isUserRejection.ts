import { UserRejectedRequestError } from 'viem'
import { errorChain } from './AppError'

/** EIP-1193's rejection (4001) and WalletConnect's (5000), both of which viem turns into UserRejectedRequestError. */
const REJECTION_CODES: ReadonlySet<unknown> = new Set([UserRejectedRequestError.code, 5000, 'ACTION_REJECTED'])

/**
 * "The user said no in the wallet": viem's `UserRejectedRequestError`, a provider rejection code or our USER_REJECTED,
 * anywhere in the cause chain.
 */
export function isUserRejection(error: unknown): boolean {
  for (const e of errorChain(error)) {
    if (e instanceof UserRejectedRequestError) return true
    if (typeof e !== 'object' || e === null) continue
    const { code, name } = e as { code?: unknown; name?: unknown }
    if (REJECTION_CODES.has(code) || code === 'USER_REJECTED' || name === 'UserRejectedRequestError') return true
  }
  return false
}
