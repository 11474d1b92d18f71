import { useReadChainId } from '@/lib/chain/useReadChainId'
import { type ChainFeatures, chainFeatures } from './model/chainFeatures'

const ALL: ChainFeatures = { exchange: true, migrate: true, rewards: true, governance: true, claim: true, ucash: true }

/**
 * The features of the chain the app reads from; all on an unsupported chain, where the header's wrong-network warning
 * speaks instead.
 */
export function useChainFeatures(): { chainId: number | undefined; features: ChainFeatures } {
  const chainId = useReadChainId()
  return { chainId, features: chainId === undefined ? ALL : chainFeatures(chainId) }
}
