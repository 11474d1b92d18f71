export { ListsUpdater } from './components/ListsUpdater'
import { lazyModal } from '@/entities/modal'

// The picker loads while the page is idle (or at its first open, if sooner): not with the swap page.
export const TokenPickerDialog = lazyModal(
  'tokenPicker',
  async () => (await import('./components/TokenPickerDialog')).TokenPickerDialog,
  { preloadWhenIdle: true },
)
