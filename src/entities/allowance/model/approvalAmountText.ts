const SIGNIFICANT_DIGITS = 6

/**
 * An approval's amount as the UI shows it before the wallet opens: six significant digits, rounded down, no grouping
 * (what `CurrencyAmount.toSignificant(6)` gives, which the swap form uses for its amounts; the test compares the two).
 * Plain bigint arithmetic, so the end-to-end suite can format the amount each `approve` carries the same way and check
 * it against what the page showed (e2e/fixtures/approvalAmounts.ts).
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
