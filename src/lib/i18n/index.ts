export { activateLocale, i18n } from './i18n'
export { applyDocumentLocale } from './documentLocale'
export {
  type Locale,
  type UiLocale,
  baseLocale,
  defaultLocale,
  intlLocale,
  locales,
  pickLocale,
  pseudoLocale,
  rtlLocales,
} from './pickLocale'
export { type StoredMessage, storeMessage, storedMessageSchema, storedText } from './storedMessage'
