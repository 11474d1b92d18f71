import { i18n, type Messages } from '@lingui/core'
import { setFormatLocale } from '@/lib/format/localeFormat'
import { applyDocumentLocale } from './documentLocale'
import { type Locale, type UiLocale, defaultLocale, intlLocale } from './pickLocale'

export { i18n }

type Loader = () => Promise<{ messages: Messages }>

/** Every catalogue's loader; the pseudo-locale's too, in development and devnet builds (below). */
const loaders: Record<Locale, Loader> & { pseudo?: Loader } = {
  en: () => import('../../../locales/en.po'),
  de: () => import('../../../locales/de.po'),
  es: () => import('../../../locales/es.po'),
  fr: () => import('../../../locales/fr.po'),
  it: () => import('../../../locales/it.po'),
  'pt-BR': () => import('../../../locales/pt-BR.po'),
  ru: () => import('../../../locales/ru.po'),
  tr: () => import('../../../locales/tr.po'),
  ja: () => import('../../../locales/ja.po'),
  ko: () => import('../../../locales/ko.po'),
  'zh-CN': () => import('../../../locales/zh-CN.po'),
  'zh-TW': () => import('../../../locales/zh-TW.po'),
  ar: () => import('../../../locales/ar.po'),
}

/**
 * The pseudo-locale's catalog, in development and devnet builds only. The condition must stay spelled out here: the
 * build drops a dynamic import only behind a condition it folds in this module.
 */
if (import.meta.env.DEV || __DEVNET__) loaders.pseudo = () => import('../../../locales/pseudo.po')

let latestRequest = 0

/**
 * Loads a catalog, activates it and sets `<html lang dir>`, falling back to English. Resolves to the active locale, or
 * null when a later call overtook this one.
 */
export async function activateLocale(locale: UiLocale): Promise<UiLocale | null> {
  const request = ++latestRequest
  let messages: Messages | undefined
  try {
    // No pseudo-locale in this build: the call throws, and English follows.
    ;({ messages } = await loaders[locale]!())
  } catch (error) {
    console.error(`Could not load the ${locale} catalog`, error)
  }
  if (request !== latestRequest) return null
  // Not even English: the interface still starts, in the texts the build kept.
  if (!messages) return locale === defaultLocale ? locale : activateLocale(defaultLocale)
  // The Intl locale (Arabic with Latin digits) for the app's figures (src/lib/format), set before Lingui announces the
  // change (components re-render on it), and for Lingui's own number, date and plural formatting (i18n.number, i18n.date).
  setFormatLocale(intlLocale(locale))
  i18n.loadAndActivate({ locale, locales: intlLocale(locale), messages })
  applyDocumentLocale(locale)
  return locale
}
