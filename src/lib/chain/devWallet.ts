import type { Wallet } from '@rainbow-me/rainbowkit'
import type { Address } from 'viem'
import { createConnector } from 'wagmi'
import { mock } from 'wagmi/connectors'

/**
 * "Local dev account": a wallet that needs no browser extension. It connects the devnet's funded dev account and
 * forwards every request, transactions and signatures included, to the devnet node, which holds the account's key
 * (anvil's unlocked accounts). Only devnet builds include it.
 */
export function localDevWallet(account: Address): () => Wallet {
  return () => ({
    id: 'local-dev-account',
    name: 'Local dev account',
    shortName: 'Dev account',
    iconUrl: '/wallets/dev.svg',
    iconBackground: '#1e293b',
    installed: true,
    createConnector: (walletDetails) =>
      createConnector((config) => ({
        ...mock({ accounts: [account], features: { reconnect: true } })(config),
        ...walletDetails,
      })),
  })
}
