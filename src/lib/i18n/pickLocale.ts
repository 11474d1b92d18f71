import { z } from '@/config/zod'

/** The app's languages (a catalog each in locales/): English first, the source and the fallback. */
export const locales = ['en', 'de', 'es', 'fr', 'it', 'pt-BR', 'ru', 'tr', 'ja', 'ko', 'zh-CN', 'zh-TW', 'ar'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

/**
 * Lingui's pseudo-locale (lingui.config.ts `pseudoLocale`): every English text accented, in development and devnet
 * builds only (`?lng=pseudo`), so a text that stays plain English was never extracted.
 */
export const pseudoLocale = 'pseudo'
/** Whether this build can have the pseudo-locale: false in production, where the code for it drops out. */
export const pseudoBuild: boolean = import.meta.env.DEV || __DEVNET__
/** A language the interface can be in: one of the catalogues, or the pseudo-locale where the build has it. */
export type UiLocale = Locale | typeof pseudoLocale

/** The languages written right to left. */
export const rtlLocales: ReadonlySet<UiLocale> = new Set<UiLocale>(['ar'])

/**
 * The Intl locale that formats numbers and dates for a UI language (issue 18): the language's own, except Arabic,
 * which keeps Latin digits (`ar-u-nu-latn`, as most exchanges show amounts), and the pseudo-locale, which is English.
 * Anything else (no language active yet) formats as English.
 */
export function intlLocale(locale: string | undefined): string {
  if (locale === 'ar') return 'ar-u-nu-latn'
  if (!locale || locale === pseudoLocale) return defaultLocale
  return locale
}

/** The catalogue language behind a UI language (English for the pseudo-locale): for libraries that have their own. */
export const baseLocale = (locale: UiLocale): Locale => (locale === pseudoLocale ? defaultLocale : locale)

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

/**
 * The UI language: `?lng=pseudo` where the build has it (unless `pseudo` is false), then `?lng=` (a shared link wins,
 * issue 18), then `saved`, the language chosen in the header menu, then the browser's preferred languages in order,
 * then English.
 */
export function pickLocale(
  search: string,
  browserLanguages: readonly string[],
  saved?: Locale | null,
  pseudo?: boolean,
): UiLocale {
  const lng = new URLSearchParams(search).get('lng')
  if (pseudoBuild && pseudo !== false && lng?.trim().toLowerCase() === pseudoLocale) return pseudoLocale
  const fromQuery = match(lng)
  if (fromQuery) return fromQuery
  if (saved) return saved
  for (const language of browserLanguages) {
    const found = match(language)
    if (found) return found
  }
  return defaultLocale
}
