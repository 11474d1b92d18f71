import { z } from '@/config/zod'

export const locales = ['en', 'de'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

const localeSchema = z.enum(locales)

/** Finds a supported locale for a language tag ('de-AT' -> 'de'), or undefined. */
function match(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined
  const base = tag.trim().toLowerCase().split(/[-_]/)[0]
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
