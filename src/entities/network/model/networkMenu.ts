import type { NetworkInfo } from '@/config/chains'

export interface NetworkMenuEntry {
  chainId: number
  label: string
  logoUrl: string
  /** The wallet's network now. */
  current: boolean
}

export interface NetworkMenu {
  /** The featured networks (spec 9: mainnet, BNB chain, Polygon, RSK), in the table's order. */
  main: NetworkMenuEntry[]
  /** The test networks (Sepolia in place of spec 9's retired four; the devnet in devnet builds), listed apart. */
  test: NetworkMenuEntry[]
}

/**
 * The selector's two lists, main networks then test networks. A network not offered still appears while the wallet is
 * on it, so the current one always shows; a retired one is not in the table, so it never does.
 */
export function networkMenu(
  networks: readonly { chain: { id: number }; info: NetworkInfo }[],
  currentChainId: number | undefined,
): NetworkMenu {
  const menu: NetworkMenu = { main: [], test: [] }
  for (const { chain, info } of networks) {
    const current = chain.id === currentChainId
    if (!info.featured && !current) continue
    menu[info.testnet ? 'test' : 'main'].push({ chainId: chain.id, label: info.label, logoUrl: info.logoUrl, current })
  }
  return menu
}
