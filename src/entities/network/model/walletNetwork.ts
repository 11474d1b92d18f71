import { isSupportedChain, retiredNetwork } from '@/config/chains'

/**
 * Where the connected wallet is: a network the app runs on, a retired test network (known by name, nothing runs
 * there), or a chain the app does not know. `disconnected` without a wallet.
 */
export type WalletNetwork =
  | { kind: 'disconnected' }
  | { kind: 'supported'; chainId: number }
  | { kind: 'retired'; chainId: number; label: string }
  | { kind: 'unknown'; chainId: number | undefined }

export function walletNetwork(chainId: number | undefined, connected: boolean): WalletNetwork {
  if (!connected) return { kind: 'disconnected' }
  if (chainId !== undefined && isSupportedChain(chainId)) return { kind: 'supported', chainId }
  const retired = retiredNetwork(chainId)
  if (retired) return { kind: 'retired', ...retired }
  return { kind: 'unknown', chainId }
}
