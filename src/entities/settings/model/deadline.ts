/** Seconds a submitted transaction stays valid (spec section 9: 1200 s, entered in minutes). */
export const DEFAULT_DEADLINE_SECONDS = 1200

/** Deadline typed in minutes: a positive whole number, returned in seconds; null when invalid. */
export function parseDeadlineMinutes(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return null
  const seconds = Number(trimmed) * 60
  return seconds > 0 && Number.isSafeInteger(seconds) ? seconds : null
}

/** Whether a number is a usable deadline in seconds: a positive whole number. */
export const isValidDeadline = (seconds: number): boolean => Number.isSafeInteger(seconds) && seconds > 0
