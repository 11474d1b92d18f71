import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { defaultChain, isSupportedChain } from '@/config/chains'

/**
 * The chain the app will read and the account it will read for, before wagmi reconnects: from wagmi's stored
 * connection, as `useReadChainId` and `useAccount` give them while it reconnects (the wallet's chain, undefined when
 * the app does not support it; the default chain without a wallet).
 */
export function landingReader(state: Pick<Config['state'], 'current' | 'connections'>): {
  chainId: number | undefined
  account: Address | undefined
} {
  const connection = state.current === null ? undefined : state.connections.get(state.current)
  if (!connection) return { chainId: defaultChain.id, account: undefined }
  return {
    chainId: isSupportedChain(connection.chainId) ? connection.chainId : undefined,
    account: connection.accounts[0],
  }
}
