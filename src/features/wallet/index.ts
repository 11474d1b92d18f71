export { AccountDialog } from './components/AccountDialog'
export { AccountStatus } from './components/AccountStatus'
export { BlockIndicator } from './components/BlockIndicator'
