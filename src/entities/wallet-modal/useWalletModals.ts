import { useModalStore } from '@/entities/modal'
import { useWalletModalStore } from './walletModalStore'

const { request, preload } = useWalletModalStore.getState()
const openConnectModal = (): void => request('connect')
// The app's own network selector (it lists the test networks under their own heading, which RainbowKit's cannot).
const openChainModal = (): void => useModalStore.getState().showModal('network')

/**
 * Opens the wallet picker, as RainbowKit's hook of the same name does, from anywhere in the app. The picker's code
 * loads on first use; `preloadWalletModals` (on hover or focus of a connect button) starts it a moment earlier.
 */
export function useConnectModal(): { openConnectModal: () => void } {
  return { openConnectModal }
}

/** Opens the network selector (the app's dialog 'network'): switch to a supported network. */
export function useChainModal(): { openChainModal: () => void } {
  return { openChainModal }
}

export const preloadWalletModals = preload
