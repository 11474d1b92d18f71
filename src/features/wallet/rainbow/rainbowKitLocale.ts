import type { Locale } from '@/lib/i18n'

/**
 * RainbowKit's language for each of ours (no Italian: English). The build keeps only these catalogs
 * (scripts/lib/trimRainbowKit.ts), so this module imports nothing at run time.
 */
export const rainbowKitLocale = {
  en: 'en-US',
  de: 'de-DE',
  es: 'es-419',
  fr: 'fr-FR',
  it: 'en-US',
  'pt-BR': 'pt-BR',
  ru: 'ru-RU',
  tr: 'tr-TR',
  ja: 'ja-JP',
  ko: 'ko-KR',
  'zh-CN': 'zh-CN',
  'zh-TW': 'zh-TW',
  ar: 'ar-AR',
} as const satisfies Record<Locale, string>
