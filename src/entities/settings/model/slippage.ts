/** Basis points: 10000 = 100%. Spec section 9. */
export const DEFAULT_SLIPPAGE_BPS = 50
export const SLIPPAGE_PRESETS_BPS = [10, 50, 100] as const
export const MAX_CUSTOM_SLIPPAGE_BPS = 5000
export const DEFAULT_DEADLINE_SECONDS = 1200

export type SlippageInput = { bps: number } | { error: 'Enter a valid slippage percentage' }

/** Validates a stored or set slippage: 0 to 10000 basis points, else 'Unexpected slippage value'. */
export function assertSlippage(bps: number): number {
  if (!Number.isInteger(bps) || bps < 0 || bps > 10_000) throw new Error('Unexpected slippage value')
  return bps
}

/** Custom slippage typed as a percentage ('0.7'); applies only under 50% (5000 basis points). */
export function parseSlippageInput(text: string): SlippageInput {
  const trimmed = text.trim().replace(',', '.')
  if (!/^\d*\.?\d{0,2}$/.test(trimmed) || trimmed === '' || trimmed === '.') return { error: 'Enter a valid slippage percentage' }
  const bps = Math.round(Number.parseFloat(trimmed) * 100)
  if (!Number.isFinite(bps) || bps < 0 || bps >= MAX_CUSTOM_SLIPPAGE_BPS) return { error: 'Enter a valid slippage percentage' }
  return { bps }
}

export type SlippageWarning = 'Your transaction may fail' | 'Your transaction may be frontrun' | null

/** Below 0.5% the trade may fail; above 5% it may be frontrun. */
export function slippageWarning(bps: number): SlippageWarning {
  if (bps < 50) return 'Your transaction may fail'
  if (bps > 500) return 'Your transaction may be frontrun'
  return null
}

/** Deadline typed in minutes: a positive integer, returned in seconds; null when invalid. */
export function parseDeadlineMinutes(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return null
  const minutes = Number(trimmed)
  return minutes > 0 && minutes <= 60 * 24 * 365 ? minutes * 60 : null
}
