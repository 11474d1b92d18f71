export { activateLocale, i18n } from './i18n'
export { type Locale, defaultLocale, locales, pickLocale } from './pickLocale'
