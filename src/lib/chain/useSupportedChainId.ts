import { useAccount } from 'wagmi'
import { isSupportedChain } from '@/config/chains'

/** The connected wallet's chain if the app supports it, else undefined: chain-bound reads stay off on other chains. */
export function useSupportedChainId(): number | undefined {
  const { chainId } = useAccount()
  return isSupportedChain(chainId) ? chainId : undefined
}
