import { lazyModal } from '@/entities/modal'

export const AccountDialog = lazyModal(
  'account',
  async () => (await import('./components/AccountDialog')).AccountDialog,
)
export { AccountStatus } from './components/AccountStatus'
export { BlockedGate } from './components/BlockedGate'
export { BlockIndicator } from './components/BlockIndicator'
export { ChainStatus, StaleMark } from './components/ChainStatus'
export { WalletModals } from './components/WalletModals'
