import { parseUnits } from 'viem'
import type { ClaimFlags } from '@/entities/claim'

/** Spec 9: the airdrop's fixed parts (18 decimals): 1000 for SOCKS holders, 400 for every user. */
export const SOCKS_AMOUNT = parseUnits('1000', 18)
export const USER_AMOUNT = parseUnits('400', 18)

export type ClaimPartKind = 'user' | 'liquidity' | 'socks'
export interface ClaimPart {
  kind: ClaimPartKind
  amount: bigint
}

/**
 * What a claim is made of, by its flags (spec 3, Claim info): the user part (400), the liquidity part (the
 * remainder after the fixed parts) and the SOCKS part (1000), each only when its flag is set, in the V2-era order.
 * Without flags (the service did not send them) there is no breakdown, only the total: the V2-era interface showed a
 * row only for a flag that was set, and the amount alone cannot tell a user part from liquidity. A liquidity flag on
 * an amount smaller than the fixed parts shows no liquidity row (the data contradicts itself).
 */
export function claimBreakdown(amount: bigint, flags: ClaimFlags | undefined): ClaimPart[] {
  if (!flags) return []
  const fixed = (flags.isSOCKS ? SOCKS_AMOUNT : 0n) + (flags.isUser ? USER_AMOUNT : 0n)
  const parts: ClaimPart[] = []
  if (flags.isUser) parts.push({ kind: 'user', amount: USER_AMOUNT })
  if (flags.isLP && amount >= fixed) parts.push({ kind: 'liquidity', amount: amount - fixed })
  if (flags.isSOCKS) parts.push({ kind: 'socks', amount: SOCKS_AMOUNT })
  return parts
}
