import { type UiLocale, pseudoBuild, pseudoLocale, rtlLocales } from './pickLocale'

/**
 * Sets `<html lang dir>` to a UI language (the pseudo-locale is en-XA) so screen readers, fonts, hyphenation and the
 * layout's direction follow it.
 */
export function applyDocumentLocale(locale: UiLocale): void {
  const root = globalThis.document?.documentElement
  if (!root) return
  root.lang = pseudoBuild && locale === pseudoLocale ? 'en-XA' : locale
  root.dir = rtlLocales.has(locale) ? 'rtl' : 'ltr'
}
