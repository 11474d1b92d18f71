import { type ReactNode, Suspense, lazy } from 'react'
import { loadNetworkUi } from './loadNetworkUi'
import type { ChainFeature } from './model/chainFeatures'
import { useChainFeatures } from './useChainFeatures'

// The message (and wagmi's switch) loads only on a network that lacks the feature: none of it is on the swap page.
const FeatureUnavailable = lazy(async () => ({ default: (await loadNetworkUi()).FeatureUnavailable }))

/** A screen that needs a feature: itself where the chain has it, else the not-available message with a switch. */
export function FeatureGate({ feature, children }: { feature: ChainFeature | undefined; children: ReactNode }) {
  const { chainId, features } = useChainFeatures()
  if (feature === undefined || features[feature] || chainId === undefined) return children
  return (
    <Suspense fallback={null}>
      <FeatureUnavailable feature={feature} chainId={chainId} />
    </Suspense>
  )
}
