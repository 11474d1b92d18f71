import { useModalStore } from '@/entities/modal'
import { connectRefused, showHostingNotice } from '@/lib/hosting'
import { useWalletModalStore } from './walletModalStore'

const { request, preload } = useWalletModalStore.getState()
// On a path gateway no wallet is offered at all (another site on the origin could wrap its provider): the picker's
// code never loads, and asking for it brings up the notice that says why.
const openConnectModal = (): void => (connectRefused() ? showHostingNotice() : request('connect'))
// The app's own network selector (it lists the test networks under their own heading, which RainbowKit's cannot).
const openChainModal = (): void => useModalStore.getState().showModal('network')

/**
 * Opens the wallet picker from anywhere, as RainbowKit's hook does. Its code loads on first use;
 * `preloadWalletModals` (hover or focus of a connect button) starts it sooner.
 */
export function useConnectModal(): { openConnectModal: () => void } {
  return { openConnectModal }
}

/** Opens the network selector (the app's dialog 'network'): switch to a supported network. */
export function useChainModal(): { openChainModal: () => void } {
  return { openChainModal }
}

export const preloadWalletModals = (): void => {
  if (!connectRefused()) preload()
}
