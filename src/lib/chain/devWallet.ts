import type { Wallet } from '@rainbow-me/rainbowkit'
import type { Address } from 'viem'
import { type CreateConnectorFn, createConnector } from 'wagmi'
import { mock } from 'wagmi/connectors'

/**
 * Kept in wagmi's storage from a connection until the user disconnects: wagmi's `mock` connector remembers its
 * connection in memory only, so without this a reload would not reconnect it as it does an injected wallet.
 */
export const DEV_ACCOUNT_CONNECTED_KEY = 'localDevAccount.connected'

/**
 * The dev account's connector: wagmi's `mock` (requests forwarded to the chain's node, which signs for its unlocked
 * accounts), reconnecting after a reload as long as the user did not disconnect, always on the devnet chain.
 */
export function devAccountConnector(account: Address, chainId: number): CreateConnectorFn {
  return createConnector((config) => {
    const base = mock({ accounts: [account], features: { reconnect: true } })(config)
    return {
      ...base,
      async connect(parameters) {
        // Reconnecting passes no chain: the mock would start on the config's first chain, where nothing signs for it.
        const result = await base.connect({ ...parameters, chainId: parameters?.chainId ?? chainId })
        await config.storage?.setItem(DEV_ACCOUNT_CONNECTED_KEY, true)
        return result
      },
      async disconnect() {
        await config.storage?.removeItem(DEV_ACCOUNT_CONNECTED_KEY)
        await base.disconnect()
      },
      async isAuthorized() {
        return (await config.storage?.getItem(DEV_ACCOUNT_CONNECTED_KEY)) === true
      },
    }
  })
}

/**
 * "Local dev account": a wallet that needs no browser extension. It connects the devnet's funded dev account and
 * forwards every request, transactions and signatures included, to the devnet node, which holds the account's key
 * (anvil's unlocked accounts). Only devnet builds include it.
 */
export function localDevWallet(account: Address, chainId: number): () => Wallet {
  return () => ({
    id: 'local-dev-account',
    name: 'Local dev account',
    shortName: 'Dev account',
    iconUrl: `${import.meta.env.BASE_URL}wallets/dev.svg`,
    iconBackground: '#1e293b',
    installed: true,
    createConnector: (walletDetails) => {
      const connectorFn = devAccountConnector(account, chainId)
      return createConnector((config) => ({ ...connectorFn(config), ...walletDetails }))
    },
  })
}
