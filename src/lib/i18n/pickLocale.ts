import { z } from '@/config/zod'

/** The app's languages (a catalog each in locales/): English first, the source and the fallback. */
export const locales = ['en', 'de', 'es', 'fr', 'it', 'pt-BR', 'ru', 'tr', 'ja', 'ko', 'zh-CN', 'zh-TW', 'ar'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

/** The languages written right to left. */
export const rtlLocales: ReadonlySet<Locale> = new Set<Locale>(['ar'])

const localeSchema = z.enum(locales)

/** Chinese in traditional script: by script subtag, or by the regions that write it. */
const traditionalChinese = /^zh-(hant|tw|hk|mo)\b/

/**
 * Finds a supported locale for a language tag, or undefined: 'de-AT' -> 'de', any Portuguese -> 'pt-BR', Chinese
 * -> 'zh-TW' in traditional script (zh-Hant, Taiwan, Hong Kong, Macau) and 'zh-CN' otherwise.
 */
function match(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined
  const normal = tag.trim().toLowerCase().replace(/_/g, '-')
  const base = normal.split('-')[0]
  if (base === 'pt') return 'pt-BR'
  if (base === 'zh') return traditionalChinese.test(normal) ? 'zh-TW' : 'zh-CN'
  const parsed = localeSchema.safeParse(base)
  return parsed.success ? parsed.data : undefined
}

/** The UI language: `?lng=` wins, then the browser's preferred languages in order, then English. */
export function pickLocale(search: string, browserLanguages: readonly string[]): Locale {
  const fromQuery = match(new URLSearchParams(search).get('lng'))
  if (fromQuery) return fromQuery
  for (const language of browserLanguages) {
    const found = match(language)
    if (found) return found
  }
  return defaultLocale
}
