export { NetworkDialog } from './NetworkDialog'
export { FeatureUnavailable } from './FeatureUnavailable'
export { RetiredNetwork } from './RetiredNetwork'
