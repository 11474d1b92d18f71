import { formatUnits } from 'viem'
import { formatSignificant } from '@/lib/format'

/** Spec 9: the airdrop token has 18 decimals. */
export const AIRDROP_DECIMALS = 18

/** A claim amount as the dialogs show it: 6 significant digits, grouped ('1,634.56'). */
export const formatClaimAmount = (amount: bigint): string => formatSignificant(formatUnits(amount, AIRDROP_DECIMALS), 6)
