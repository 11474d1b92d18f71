export { checksumAddress, explorerLink, shortenAddress } from './format'
export { activeFormatLocale, formatFixed, formatSignificant, ltr, setFormatLocale } from './localeFormat'
