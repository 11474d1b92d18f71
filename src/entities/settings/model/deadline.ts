/** Seconds a submitted transaction stays valid (spec section 9: 1200 s, entered in minutes). */
export const DEFAULT_DEADLINE_SECONDS = 1200
/**
 * Deadlines accepted, in minutes: positive whole numbers (spec section 5) up to three days (issue 39), so a pending
 * transaction cannot stay valid for months.
 */
export const MIN_DEADLINE_MINUTES = 1
export const MAX_DEADLINE_MINUTES = 4320
export const MIN_DEADLINE_SECONDS = MIN_DEADLINE_MINUTES * 60
export const MAX_DEADLINE_SECONDS = MAX_DEADLINE_MINUTES * 60

/** Deadline typed in minutes: a whole number from 1 to 4320, returned in seconds; null when invalid. */
export function parseDeadlineMinutes(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return null
  const seconds = Number(trimmed) * 60
  return isValidDeadline(seconds) ? seconds : null
}

/** Whether a number is a deadline the settings accept, in seconds: whole, from 1 minute to 4320 minutes. */
export const isValidDeadline = (seconds: number): boolean =>
  Number.isSafeInteger(seconds) && seconds >= MIN_DEADLINE_SECONDS && seconds <= MAX_DEADLINE_SECONDS
