import { type ReactNode, Suspense, lazy } from 'react'
import { useAccount } from 'wagmi'
import { loadNetworkUi } from './loadNetworkUi'
import type { ChainFeature } from './model/chainFeatures'
import { walletNetwork } from './model/walletNetwork'
import { useChainFeatures } from './useChainFeatures'

// The messages (and wagmi's switch) load only on a network lacking the feature or retired: none is on the swap page.
const FeatureUnavailable = lazy(async () => ({ default: (await loadNetworkUi()).FeatureUnavailable }))
const RetiredNetwork = lazy(async () => ({ default: (await loadNetworkUi()).RetiredNetwork }))

/**
 * A screen that needs a feature: itself where the chain has it, else the not-available message with a switch. On a
 * retired network no screen can work, so every one gives way to the retired notice.
 */
export function FeatureGate({ feature, children }: { feature: ChainFeature | undefined; children: ReactNode }) {
  const { chainId, features } = useChainFeatures()
  const account = useAccount()
  const wallet = walletNetwork(account.chainId, account.isConnected)
  if (wallet.kind === 'retired') {
    return (
      <Suspense fallback={null}>
        <RetiredNetwork label={wallet.label} />
      </Suspense>
    )
  }
  if (feature === undefined || features[feature] || chainId === undefined) return children
  return (
    <Suspense fallback={null}>
      <FeatureUnavailable feature={feature} chainId={chainId} />
    </Suspense>
  )
}
