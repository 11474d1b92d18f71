import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale, intlLocale } from '@/lib/i18n'
import { shortenAddress } from './format'
import { activeFormatLocale, formatFixed, formatSignificant, ltr, numberFormat, setFormatLocale } from './localeFormat'
import {
  formatBasisPoints,
  formatClock,
  formatDecimal,
  formatInteger,
  formatPercent,
  formatPercentSignificant,
} from './moreFormats'

/** What an isolate looks like in a test: ⁦…⁩ shown as [ … ]. */
const shown = (text: string) => text.replace(/\u2066/g, '[').replace(/\u2069/g, ']')

// The unit files share i18n: leave English active (as src/test/setup.ts sets it), and a bare <html> (activateLocale sets its lang).
afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  setFormatLocale('en')
  globalThis.document?.documentElement.removeAttribute('lang')
  globalThis.document?.documentElement.removeAttribute('dir')
})

/** en, de, ar (Latin digits, isolated), ja: grouping, the decimal separator and the percent pattern differ. */
const LOCALES = ['en', 'de', 'ar', 'ja'] as const
const table = (rows: readonly (readonly [string, ...string[]])[]) =>
  rows.flatMap(([input, ...outputs]) => LOCALES.map((locale, index) => [input, locale, outputs[index]!] as const))

describe('formatSignificant: at most n significant digits, cut, grouped for the locale', () => {
  it.each(
    table([
      ['9999.6543', '9,999', '9.999', '[9,999]', '9,999'],
      ['10000.123', '10,000', '10.000', '[10,000]', '10,000'],
      ['1234567.891', '1,234,000', '1.234.000', '[1,234,000]', '1,234,000'],
      ['0.000123456', '0.0001234', '0,0001234', '[0.0001234]', '0.0001234'],
      ['1.5', '1.5', '1,5', '[1.5]', '1.5'],
      ['-2.71828', '-2.718', '-2,718', '[\u200E-2.718]', '-2.718'],
      ['0', '0', '0', '[0]', '0'],
    ]),
  )('%s in %s is %s (4 digits)', (value, locale, expected) => {
    expect(shown(formatSignificant(value, 4, intlLocale(locale)))).toBe(expected)
  })

  it('keeps exact digits past what a float holds', () => {
    expect(formatSignificant('123456789012345678901234567890.5', 4, 'en')).toBe(
      '123,400,000,000,000,000,000,000,000,000',
    )
    expect(formatSignificant('1.00000000000000000099', 21, 'en')).toBe('1.00000000000000000099')
  })

  it('rejects what is not a decimal', () => {
    for (const value of ['1e5', '', '1,5', 'NaN', '0x10'])
      expect(() => formatSignificant(value, 4, 'en')).toThrow('Not a decimal')
  })
})

describe('formatDecimal: a value rounded already (toSignificant, toFixed), every digit kept', () => {
  it.each(
    table([
      ['1234.50', '1,234.50', '1.234,50', '[1,234.50]', '1,234.50'],
      ['1234570', '1,234,570', '1.234.570', '[1,234,570]', '1,234,570'],
      ['0.00012345', '0.00012345', '0,00012345', '[0.00012345]', '0.00012345'],
      [
        '98765432109876543210.123456789',
        '98,765,432,109,876,543,210.123456789',
        '98.765.432.109.876.543.210,123456789',
        '[98,765,432,109,876,543,210.123456789]',
        '98,765,432,109,876,543,210.123456789',
      ],
    ]),
  )('%s in %s is %s', (value, locale, expected) => {
    expect(shown(formatDecimal(value, intlLocale(locale)))).toBe(expected)
  })
})

describe('formatFixed: exactly n decimals, cut', () => {
  it.each(
    table([
      ['1234.5678', '1,234.56', '1.234,56', '[1,234.56]', '1,234.56'],
      ['10351944440', '10,351,944,440.00', '10.351.944.440,00', '[10,351,944,440.00]', '10,351,944,440.00'],
    ]),
  )('%s in %s is %s', (value, locale, expected) => {
    expect(shown(formatFixed(value, 2, intlLocale(locale)))).toBe(expected)
  })
})

describe('formatInteger', () => {
  it.each(table([['1234568', '1,234,568', '1.234.568', '[1,234,568]', '1,234,568']]))(
    '%s in %s is %s',
    (value, locale, expected) => {
      expect(shown(formatInteger(BigInt(value), intlLocale(locale)))).toBe(expected)
    },
  )
})

describe('formatPercent and formatBasisPoints: the locale’s percent pattern', () => {
  it.each(
    table([
      ['1.23', '1.23%', '1,23\u00A0%', '[1.23\u200E%\u200E]', '1.23%'],
      ['0.5', '0.50%', '0,50\u00A0%', '[0.50\u200E%\u200E]', '0.50%'],
      ['39420', '39,420.00%', '39.420,00\u00A0%', '[39,420.00\u200E%\u200E]', '39,420.00%'],
    ]),
  )('%s percent in %s is %s', (value, locale, expected) => {
    expect(shown(formatPercent(value, 2, intlLocale(locale)))).toBe(expected)
  })

  it('rounds half up to the places asked, and writes < in front of a floor', () => {
    expect(formatPercent('1.235', 2, 'en')).toBe('1.24%')
    expect(formatPercent('12', 0, 'en')).toBe('12%')
    expect(formatPercent('0.01', 2, 'en', true)).toBe('<0.01%')
    expect(formatPercent('0.01', 2, 'tr', true)).toBe('<%0,01')
    // The '<' stays inside the isolate: it would turn round (mirror) in right-to-left text.
    expect(shown(formatPercent('0.01', 2, 'ar-u-nu-latn', true))).toBe('[<0.01\u200E%\u200E]')
  })

  it('formatPercentSignificant cuts to the significant digits asked, in the locale’s pattern', () => {
    expect(formatPercentSignificant('5.263157', 4, 'en')).toBe('5.263%')
    expect(formatPercentSignificant('5.000000', 4, 'en')).toBe('5%')
    expect(formatPercentSignificant('12345.67', 4, 'en')).toBe('12,340%')
    expect(formatPercentSignificant('5.263157', 4, 'de')).toBe('5,263\u00A0%')
    expect(formatPercentSignificant('5.263157', 4, 'tr')).toBe('%5,263')
  })

  it.each([
    [0n, '0.00%'],
    [1n, '0.01%'],
    [123n, '1.23%'],
    [3_942_000n, '39,420.00%'],
    [-5n, '-0.05%'],
  ])('%s basis points is %s', (basisPoints, expected) => {
    expect(formatBasisPoints(basisPoints, 'en')).toBe(expected)
  })
})

describe('formatClock: days:hh:mm:ss', () => {
  it('pads all but the days to two digits, and does not group', () => {
    expect(formatClock([1, 1, 1, 1], 'en')).toBe('1:01:01:01')
    expect(formatClock([1234, 0, 5, 59], 'de')).toBe('1234:00:05:59')
    expect(shown(formatClock([3, 4, 5, 6], 'ar-u-nu-latn'))).toBe('[3:04:05:06]')
  })
})

describe('the active language', () => {
  it('activateLocale sets it: German; Arabic with Latin digits; the pseudo-locale formats as English', async () => {
    await activateLocale('de')
    expect(activeFormatLocale()).toBe('de')
    expect(formatSignificant('1234.5', 6)).toBe('1.234,5')
    expect(formatPercent('1.5')).toBe('1,50\u00A0%')
    // Lingui's own formatting (i18n.number, i18n.date) takes the same locale.
    expect(i18n.number(1234.5)).toBe('1.234,5')
    await activateLocale('ar')
    expect(activeFormatLocale()).toBe('ar-u-nu-latn')
    expect(shown(formatDecimal('1234.5'))).toBe('[1,234.5]')
    expect(i18n.number(1234.5)).toBe('1,234.5')
    expect(intlLocale('pseudo')).toBe('en')
    expect(intlLocale(undefined)).toBe('en')
  })

  it('isolates addresses left to right in Arabic only', () => {
    const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
    expect(shortenAddress(address)).toBe('0xf39F...2266')
    setFormatLocale('ar-u-nu-latn')
    expect(shown(shortenAddress(address))).toBe('[0xf39F...2266]')
    expect(shown(ltr('0xabc'))).toBe('[0xabc]')
    expect(ltr('0xabc', 'ja')).toBe('0xabc')
  })
})

describe('numberFormat: one Intl.NumberFormat per locale and options', () => {
  it('gives the same formatter for equal options and another for another locale or options', () => {
    const format = numberFormat('de', { maximumFractionDigits: 2 })
    expect(numberFormat('de', { maximumFractionDigits: 2 })).toBe(format)
    expect(numberFormat('en', { maximumFractionDigits: 2 })).not.toBe(format)
    expect(numberFormat('de', { maximumFractionDigits: 3 })).not.toBe(format)
    // A cached formatter still formats for its own locale after another language became active.
    setFormatLocale('en')
    expect(formatFixed('1234.5', 2, 'de')).toBe('1.234,50')
    expect(formatFixed('1234.5', 2)).toBe('1,234.50')
  })
})
