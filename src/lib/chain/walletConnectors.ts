import type { Wallet, WalletList } from '@rainbow-me/rainbowkit'
import type { CreateConnectorFn } from 'wagmi'

export interface WalletConnectorOptions {
  appName: string
  projectId: string
}

/**
 * RainbowKit's `connectorsForWallets` (connectors carrying the picker's `rkDetails`), rebuilt so its main module's
 * top-level code stays off the swap page's first load. WalletConnect gets a second connector for the official QR
 * modal, as RainbowKit offers both flows.
 */
export function walletConnectors(
  groups: WalletList,
  { appName, projectId }: WalletConnectorOptions,
): CreateConnectorFn[] {
  const metadata = {
    name: appName,
    description: appName,
    url: typeof window === 'undefined' ? '' : window.location.origin,
    icons: [],
  }
  const seen = new Set<string>()
  const connectors: CreateConnectorFn[] = []
  let index = -1
  for (const [groupIndex, group] of groups.entries()) {
    for (const createWallet of group.wallets) {
      index++
      const wallet: Wallet = createWallet({
        projectId,
        appName,
        options: { metadata },
        walletConnectParameters: { metadata },
      })
      if (seen.has(wallet.id) || wallet.hidden?.()) continue
      seen.add(wallet.id)
      const { createConnector, hidden: _hidden, ...meta } = wallet
      const details = {
        ...meta,
        index,
        groupIndex: groupIndex + 1,
        groupName: group.groupName,
        isRainbowKitConnector: true,
      }
      if (wallet.id === 'walletConnect')
        connectors.push(
          createConnector({ rkDetails: { ...details, isWalletConnectModalConnector: true, showQrModal: true } }),
        )
      connectors.push(createConnector({ rkDetails: details }))
    }
  }
  return connectors
}
