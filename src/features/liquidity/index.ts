export { PoolScreen } from './PoolScreen'
