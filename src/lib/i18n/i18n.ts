import { i18n, type Messages } from '@lingui/core'
import { type Locale, defaultLocale } from './pickLocale'

export { i18n }

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../../locales/en.po'),
  de: () => import('../../../locales/de.po'),
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
