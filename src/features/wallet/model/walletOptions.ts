/** A wallet icon: a URL (or data URI), or RainbowKit's lazy loader of one. */
export type WalletIconSource = string | (() => Promise<string>)

/** One entry of the wallet options view (spec 3: connector, name, icon, colour). */
export interface WalletOption {
  uid: string
  id: string
  name: string
  icon: WalletIconSource | undefined
  iconBackground: string | undefined
}

/** What the options view needs of a wagmi connector; RainbowKit adds `rkDetails` to the connectors it creates. */
export interface ConnectorLike {
  uid: string
  id: string
  name: string
  icon?: string | undefined
  rkDetails?: unknown
}

interface RainbowKitDetails {
  name?: unknown
  iconUrl?: unknown
  iconBackground?: unknown
  isWalletConnectModalConnector?: unknown
}

const detailsOf = (connector: ConnectorLike): RainbowKitDetails =>
  typeof connector.rkDetails === 'object' && connector.rkDetails !== null ? connector.rkDetails : {}

const iconOf = (value: unknown): WalletIconSource | undefined => {
  if (typeof value === 'string' && value !== '') return value
  if (typeof value === 'function') return () => Promise.resolve(value()).then(String)
  return undefined
}

/**
 * The wallets to offer, in the config's order, RainbowKit's and EIP-6963 announced ones under their own names and
 * icons; WalletConnect's official-modal connector and repeated ids left out.
 */
export function walletOptions(connectors: readonly ConnectorLike[]): WalletOption[] {
  const seen = new Set<string>()
  const options: WalletOption[] = []
  for (const connector of connectors) {
    const details = detailsOf(connector)
    if (details.isWalletConnectModalConnector === true || seen.has(connector.id)) continue
    seen.add(connector.id)
    options.push({
      uid: connector.uid,
      id: connector.id,
      name: typeof details.name === 'string' ? details.name : connector.name,
      icon: iconOf(connector.icon) ?? iconOf(details.iconUrl),
      iconBackground: typeof details.iconBackground === 'string' ? details.iconBackground : undefined,
    })
  }
  return options
}
