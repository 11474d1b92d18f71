import { injectedWallet, walletConnectWallet } from '@rainbow-me/rainbowkit/wallets'
import type { Chain, Transport } from 'viem'
import { createConfig } from 'wagmi'
import { chainTiming, supportedChains } from '@/config/chains'
import { loadDevnet } from '@/config/devnet'
import { env } from '@/config/env'
import { connectRefused } from '@/lib/hosting'
import { localDevWallet } from './devWallet'
import { resilientTransport } from './health/resilientTransport'
import { multicallBatch } from './multicallBatch'
import { walletConnectors } from './walletConnectors'
import { wagmiStorage } from './wagmiStorage'

/**
 * Reads fall back across a chain's RPC URLs, each behind a circuit that backs off a failing node and records what
 * freshness is derived from (`resilientTransport`). Transactions are never sent through these transports: the wallet
 * sends them through its own provider, so a transaction is never resent to a second URL.
 */
function transportFor(chain: Chain): Transport {
  return resilientTransport(chain.rpcUrls.default.http, { chainId: chain.id, pollMs: chainTiming(chain.id).pollMs })
}

/** The devnet's dev account wallet (devnet builds only: other builds drop this with the devnet manifest). */
function devnetWallet() {
  const devnet = loadDevnet()
  return localDevWallet(devnet.devAccount.address, devnet.chainId)
}

const recommended = [
  ...(__DEVNET__ ? [devnetWallet()] : []),
  injectedWallet,
  ...(env.walletConnectProjectId ? [walletConnectWallet] : []),
]

// On a path gateway no wallet is made, no connector set up and no announced provider listened for: another site on
// the origin can wrap `window.ethereum` or announce a provider of its own in this page (Providers skips the reconnect).
const walletsOffered = !connectRefused()

const connectors = walletsOffered
  ? walletConnectors([{ groupName: 'Recommended', wallets: recommended }], {
      appName: 'UCASH Exchange',
      // Only used when a WalletConnect project id is configured; the wallet is left out otherwise.
      projectId: env.walletConnectProjectId ?? 'unused',
    })
  : []

export const wagmiConfig = createConfig({
  chains: supportedChains,
  connectors,
  multiInjectedProviderDiscovery: walletsOffered,
  // Every wagmi key validated on read; a corrupt one resets alone, a failed write is logged (and RainbowKit's keys too).
  storage: wagmiStorage,
  batch: { multicall: multicallBatch },
  transports: Object.fromEntries(supportedChains.map((chain) => [chain.id, transportFor(chain)])),
  pollingInterval: __DEVNET__ ? 1_000 : 4_000,
})

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig
  }
}
