/**
 * Every figure shown goes through `Intl` here, in the interface language (issue 18), isolated left to right in
 * right-to-left text. These functions only lay out a value already rounded as the spec says; input values (amount
 * fields, Max fills, quotes in the output field) stay machine text and never come here.
 */

let active = 'en'
/**
 * Sets the Intl locale figures are shown in (lib/i18n's activateLocale calls it). This module imports nothing, so the
 * swap page's shared chunks do not grow; the rarer formats are in moreFormats.ts.
 */
export function setFormatLocale(locale: string): void {
  active = locale
}
/** The Intl locale of the active interface language ('en' before one is active). */
export const activeFormatLocale = (): string => active

/**
 * Text that reads left to right whatever surrounds it (a number, an address, a hash): in a right-to-left language
 * wrapped in U+2066 … U+2069 (plain-text `<bdi dir="ltr">`), so '1,234.5 ETH' keeps its order in Arabic text.
 */
export const ltr = (text: string, locale: string = active): string =>
  /^(ar|fa|he|ur)(-|$)/i.test(locale) ? `\u2066${text}\u2069` : text

export type Decimal = `${number}`
/** A decimal string ('-12.5'), checked: Intl formats it exactly (no float conversion) in current engines. */
export function decimal(value: string): Decimal {
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw new Error(`Not a decimal: ${value}`)
  return value as Decimal
}

const formats = new Map<string, Intl.NumberFormat>()
/** The `Intl.NumberFormat` of a locale and options, made once: making one costs far more than formatting with it. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)))
  return format
}

/** Formats for the locale and isolates it (`ltr`); `below` writes '<' in front ('<0.01%', spec 9). */
export function formatNumber(
  value: Decimal | bigint,
  options: Intl.NumberFormatOptions,
  locale: string = active,
  below = false,
): string {
  const text = numberFormat(locale, options).format(value)
  return ltr(below ? `<${text}` : text, locale)
}

/** A decimal string to at most `digits` significant digits, cut (not rounded), grouped for the locale ('10000.123' -> '10,000'). */
export const formatSignificant = (value: string, digits: number, locale?: string): string =>
  formatNumber(decimal(value), { maximumSignificantDigits: digits, roundingMode: 'trunc' }, locale)

/** A decimal string with exactly `places` decimals, cut (never shows more than is there), grouped: ('1234.5678', 2) -> '1,234.56'. */
export const formatFixed = (value: string, places: number, locale?: string): string =>
  formatNumber(
    decimal(value),
    { minimumFractionDigits: places, maximumFractionDigits: places, roundingMode: 'trunc' },
    locale,
  )
