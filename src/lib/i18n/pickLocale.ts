import { z } from '@/config/zod'

/** The app's languages (a catalog each in locales/): English first, the source and the fallback. */
export const locales = ['en', 'de', 'es', 'fr', 'it', 'pt-BR', 'ru', 'tr', 'ja', 'ko', 'zh-CN', 'zh-TW', 'ar'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

/** Lingui's pseudo-locale (dev and devnet builds, `?lng=pseudo`): a text left in plain English was never extracted. */
export const pseudoLocale = 'pseudo'
/** Whether this build can have the pseudo-locale: false in production, where the code for it drops out. */
export const pseudoBuild: boolean = import.meta.env.DEV || __DEVNET__
/** A language the interface can be in: one of the catalogues, or the pseudo-locale where the build has it. */
export type UiLocale = Locale | typeof pseudoLocale

/** The languages written right to left. */
export const rtlLocales: ReadonlySet<UiLocale> = new Set<UiLocale>(['ar'])

/**
 * The Intl locale for a UI language (issue 18): its own, except Arabic with Latin digits (`ar-u-nu-latn`, as most
 * exchanges show amounts) and the pseudo-locale, which is English; English when none is active.
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
 * A supported locale for a language tag, or undefined: 'de-AT' -> 'de', any Portuguese -> 'pt-BR', Chinese ->
 * 'zh-TW' in traditional script (Hant, TW, HK, MO), else 'zh-CN'.
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
 * The UI language: `?lng=pseudo` where built in, then `?lng=` (a shared link wins, issue 18), then `saved`, then the
 * browser's languages in order, then English.
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
