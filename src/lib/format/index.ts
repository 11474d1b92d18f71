export { explorerLink, formatSignificant, shortenAddress } from './format'
