import type { Locale } from './pickLocale'

/**
 * The language menu's list: each language by its own name, not translated, so a reader finds theirs whatever the
 * interface is in (the menu marks each with its `lang`). Only the menu's chunk imports it.
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
