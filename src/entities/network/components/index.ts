export { NetworkDialog } from './NetworkDialog'
export { FeatureUnavailable } from './FeatureUnavailable'
