import { i18n, type Messages } from '@lingui/core'
import { type Locale, defaultLocale } from './pickLocale'

export { i18n }

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
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

/** Loads a catalog on demand and activates it; English stays the fallback if loading fails. */
export async function activateLocale(locale: Locale): Promise<void> {
  try {
    const { messages } = await loaders[locale]()
    i18n.loadAndActivate({ locale, messages })
  } catch (error) {
    console.error(`Could not load the ${locale} catalog`, error)
    if (locale !== defaultLocale) await activateLocale(defaultLocale)
  }
}
