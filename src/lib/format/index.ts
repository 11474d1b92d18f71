export { formatSignificant, shortenAddress } from './format'
