import { lazyModal } from '@/entities/modal'
import { loadNetworkUi } from './loadNetworkUi'

// The network selector loads when first opened: none of its code is on the swap page.
export const NetworkDialog = lazyModal('network', async () => (await loadNetworkUi()).NetworkDialog)
export { FeatureGate } from './FeatureGate'
export { type ChainFeature, type ChainFeatures, chainFeatures, featuresOf } from './model/chainFeatures'
export { type NetworkMenu, type NetworkMenuEntry, networkMenu } from './model/networkMenu'
export { type WalletNetwork, walletNetwork } from './model/walletNetwork'
export { useChainFeatures } from './useChainFeatures'
