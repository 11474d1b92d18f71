export { AccountDialog } from './components/AccountDialog'
export { AccountStatus } from './components/AccountStatus'
export { BlockedGate } from './components/BlockedGate'
export { BlockIndicator } from './components/BlockIndicator'
