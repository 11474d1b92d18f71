export { AddScreen } from './AddScreen'
export { FindScreen } from './FindScreen'
export { PoolScreen } from './PoolScreen'
export { RemoveScreen } from './RemoveScreen'
