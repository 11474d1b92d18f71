import { AppError } from '@/lib/errors'

/** Slippage is given in basis points of this denominator (spec 9). */
const BPS = 10_000n

/**
 * The least the router may use of an amount at a slippage (its amountMin): amount x (10000 - bps) / 10000, rounded
 * down. It equals the lower bound of the V2-era interface's `calculateSlippageAmount`. Outside 0 to 10000 whole basis
 * points throws UNEXPECTED_SLIPPAGE, 'Unexpected slippage value' (spec 5).
 */
export function lowerBound(amount: bigint, bps: number): bigint {
  if (!Number.isInteger(bps) || bps < 0 || bps > 10_000)
    throw new AppError('UNEXPECTED_SLIPPAGE', { details: `slippage ${bps} basis points` })
  return (amount * (BPS - BigInt(bps))) / BPS
}
