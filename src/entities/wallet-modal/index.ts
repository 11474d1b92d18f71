export { type WalletModalName, type WalletModalState, useWalletModalStore } from './walletModalStore'
export { preloadWalletModals, useChainModal, useConnectModal } from './useWalletModals'
export { ConnectWalletButton } from './ConnectWalletButton'
