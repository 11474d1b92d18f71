import { lazyModal } from '@/entities/modal'

// The dialogs load when first opened: none of their code is on the swap page.
export const AddressClaimDialog = lazyModal(
  'addressClaim',
  async () => (await import('./components/AddressClaimDialog')).AddressClaimDialog,
)
export const ClaimDialog = lazyModal('claim', async () => (await import('./components/ClaimDialog')).ClaimDialog)
export const UcashBreakdownDialog = lazyModal(
  'balance',
  async () => (await import('./components/UcashBreakdownDialog')).UcashBreakdownDialog,
)
export { ClaimButton } from './components/ClaimButton'
export { ClaimPopup } from './components/ClaimPopup'
