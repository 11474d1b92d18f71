import type { Locale } from './pickLocale'

/**
 * The language menu's list, each language in its own name so a reader finds theirs in any interface language. Only the
 * menu's chunk imports it.
 */
export const languageNames: readonly (readonly [Locale, string])[] = [
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['es', 'Español'],
  ['fr', 'Français'],
  ['it', 'Italiano'],
  ['pt-BR', 'Português (Brasil)'],
  ['ru', 'Русский'],
  ['tr', 'Türkçe'],
  ['ja', '日本語'],
  ['ko', '한국어'],
  ['zh-CN', '简体中文'],
  ['zh-TW', '繁體中文'],
  ['ar', 'العربية'],
]
