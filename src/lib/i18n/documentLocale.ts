import { type UiLocale, pseudoBuild, pseudoLocale, rtlLocales } from './pickLocale'

/**
 * Sets `<html lang dir>` to a UI language (where there is a document): the BCP 47 tag (the locale codes are tags
 * already; the pseudo-locale is English, en-XA), and 'rtl' for the languages written right to left, else 'ltr'.
 * Screen readers, fonts, hyphenation and the layout's direction follow them.
 */
export function applyDocumentLocale(locale: UiLocale): void {
  const root = globalThis.document?.documentElement
  if (!root) return
  root.lang = pseudoBuild && locale === pseudoLocale ? 'en-XA' : locale
  root.dir = rtlLocales.has(locale) ? 'rtl' : 'ltr'
}
