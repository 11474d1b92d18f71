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
 * A claim's parts by its flags (spec 3), in the V2-era order. Without flags there is only the total: the amount alone
 * cannot tell a user part from liquidity. A liquidity flag on less than the fixed parts contradicts itself: no row.
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
