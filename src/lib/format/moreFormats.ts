import { type Decimal, activeFormatLocale, decimal, formatNumber, ltr, numberFormat } from './localeFormat'

/** The rarer figures (values the SDK rounded, percentages, whole numbers, the countdown): apart from localeFormat.ts, so the swap page loads none of them. */

/**
 * A decimal string already rounded to the spec's digits, laid out for the locale with every digit kept ('1234.50' ->
 * '1,234.50' en, '1.234,50' de); `below` writes '<' in front.
 */
export function formatDecimal(value: string, locale?: string, below = false): string {
  const places = value.split('.')[1]?.length ?? 0
  return formatNumber(decimal(value), { minimumFractionDigits: places, maximumFractionDigits: places }, locale, below)
}

/** A whole number, grouped: 1234568n -> '1,234,568'. */
export const formatInteger = (value: bigint, locale?: string): string =>
  formatNumber(value, { maximumFractionDigits: 0 }, locale)

/**
 * A percentage ('1.23' is 1.23%) with exactly `places` decimals, rounded half up as the SDK's `toFixed`, in the
 * locale's percent pattern ('1,23 %' de, '%1,23' tr); `below` writes '<' in front ('<0.01%', spec 9).
 */
export const formatPercent = (percent: string, places = 2, locale?: string, below = false): string =>
  // Intl's percent style multiplies by 100: shift the decimal point instead (exact, no float).
  formatNumber(
    `${decimal(percent)}e-2` as Decimal,
    { style: 'percent', minimumFractionDigits: places, maximumFractionDigits: places },
    locale,
    below,
  )

/** A percentage given in percent cut to `digits` significant digits, in the locale's percent pattern: ('5.263157', 4) -> '5.263%'. */
export const formatPercentSignificant = (percent: string, digits: number, locale?: string): string =>
  formatNumber(
    `${decimal(percent)}e-2` as Decimal,
    { style: 'percent', maximumSignificantDigits: digits, roundingMode: 'trunc' },
    locale,
  )

/** Basis points (hundredths of a percent) as a percentage with two decimals: 123n -> '1.23%', 3942000n -> '39,420.00%'. */
export function formatBasisPoints(basisPoints: bigint, locale?: string): string {
  const negative = basisPoints < 0n
  const digits = String(negative ? -basisPoints : basisPoints).padStart(3, '0')
  return formatPercent(`${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`, 2, locale)
}

/** A countdown's parts (days:hh:mm:ss, spec 4) in the locale's digits, each part but the first two wide. */
export function formatClock(parts: readonly number[], locale: string = activeFormatLocale()): string {
  const [first, padded] = [
    numberFormat(locale, { useGrouping: false }),
    numberFormat(locale, { useGrouping: false, minimumIntegerDigits: 2 }),
  ]
  return ltr(parts.map((part, index) => (index === 0 ? first : padded).format(part)).join(':'), locale)
}
