const SIGNIFICANT_DIGITS = 6

/**
 * An approval's amount as shown: six significant digits rounded down, no grouping (as `toSignificant(6)`). Plain
 * bigint, so e2e/fixtures/approvalAmounts.ts formats each `approve` the same way to check the page.
 */
export function approvalAmountText(amount: bigint, decimals: number): string {
  if (amount <= 0n) return '0'
  const digits = amount.toString()
  const kept =
    digits.length > SIGNIFICANT_DIGITS ? digits.slice(0, SIGNIFICANT_DIGITS).padEnd(digits.length, '0') : digits
  const padded = kept.padStart(decimals + 1, '0')
  const whole = padded.slice(0, padded.length - decimals)
  const fraction = padded.slice(padded.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
