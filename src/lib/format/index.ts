export { checksumAddress, explorerLink, formatSignificant, shortenAddress } from './format'
