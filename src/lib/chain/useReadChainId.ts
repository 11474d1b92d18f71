import { useAccount } from 'wagmi'
import { defaultChain, isSupportedChain } from '@/config/chains'

/**
 * The chain the app reads from: the wallet's chain when connected (undefined on a chain the app does not support,
 * so nothing chain-bound runs there), else the default chain, so a visitor can look around before connecting.
 */
export function useReadChainId(): number | undefined {
  const { chainId, isConnected } = useAccount()
  if (!isConnected) return defaultChain.id
  return isSupportedChain(chainId) ? chainId : undefined
}
