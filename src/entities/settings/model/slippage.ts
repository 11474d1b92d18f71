import { AppError } from '@/lib/errors'

/** Slippage is kept in basis points: 10000 = 100%, percent shown = bps / 100 (spec section 9). */
export const DEFAULT_SLIPPAGE_BPS = 50
export const SLIPPAGE_PRESETS_BPS = [10, 50, 100] as const
/** A custom slippage applies only under 50%. */
export const MAX_CUSTOM_SLIPPAGE_BPS = 5000
export const MAX_SLIPPAGE_BPS = 10_000
/** Below this the transaction may fail; above HIGH it may be frontrun. */
export const LOW_SLIPPAGE_BPS = 50
export const HIGH_SLIPPAGE_BPS = 500

export const INVALID_SLIPPAGE_MESSAGE = 'Enter a valid slippage percentage'
export type SlippageInput = { bps: number } | { error: typeof INVALID_SLIPPAGE_MESSAGE }

/** Validates a slippage: whole basis points 0 to 10000 (spec section 5), else the UNEXPECTED_SLIPPAGE AppError. */
export function assertSlippage(bps: number): number {
  if (!Number.isInteger(bps) || bps < 0 || bps > MAX_SLIPPAGE_BPS)
    throw new AppError('UNEXPECTED_SLIPPAGE', { details: `${bps} basis points` })
  return bps
}

/**
 * A slippage the settings can hold: whole basis points from 0 to under 5000 (spec sections 5, 9). Stored values outside
 * it are reset (issue 39).
 */
export const isAllowedSlippage = (bps: number): boolean =>
  Number.isInteger(bps) && bps >= 0 && bps < MAX_CUSTOM_SLIPPAGE_BPS

/** Custom slippage as typed in percent ('0.7', '1,5'): at most two decimals and under 50%, else the spec's error. */
export function parseSlippageInput(text: string): SlippageInput {
  const trimmed = text.trim().replace(',', '.')
  if (!/^(\d+\.?\d{0,2}|\.\d{1,2})$/.test(trimmed)) return { error: INVALID_SLIPPAGE_MESSAGE }
  const bps = Math.round(Number(trimmed) * 100)
  if (!Number.isSafeInteger(bps) || bps >= MAX_CUSTOM_SLIPPAGE_BPS) return { error: INVALID_SLIPPAGE_MESSAGE }
  return { bps }
}

export type SlippageWarning = 'Your transaction may fail' | 'Your transaction may be frontrun' | null

/** Below 0.5% the transaction may fail; above 5% it may be frontrun; otherwise no warning. */
export function slippageWarning(bps: number): SlippageWarning {
  if (bps < LOW_SLIPPAGE_BPS) return 'Your transaction may fail'
  if (bps > HIGH_SLIPPAGE_BPS) return 'Your transaction may be frontrun'
  return null
}

/** Validates a slippage before the settings take it: as assertSlippage, and under 5000 basis points (isAllowedSlippage). */
export function assertAllowedSlippage(bps: number): number {
  assertSlippage(bps)
  if (!isAllowedSlippage(bps))
    throw new AppError('UNEXPECTED_SLIPPAGE', { details: `${bps} basis points, not under ${MAX_CUSTOM_SLIPPAGE_BPS}` })
  return bps
}
