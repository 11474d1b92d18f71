import { type Chain, defineChain } from 'viem'
import { bsc, bscTestnet, gnosis, goerli, mainnet, polygon, rootstock, rootstockTestnet } from 'viem/chains'
import { loadDevnet } from './devnet'
import { endpoints } from './configuredEndpoints'

/** Multicall3 sits at the same address on every public chain the app supports. */
const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'

export interface NetworkInfo {
  label: string
  logoUrl: string
  explorer: string
  /** Test networks are listed apart in the network selector, under their own heading. */
  testnet: boolean
  /**
   * Offered in the network selector (spec 9); the others are supported when the wallet is on them, not offered.
   */
  featured: boolean
}

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

const legacyTestnet = (id: number, name: string, subdomain: string, rpc: string): Chain =>
  defineChain({
    id,
    name,
    nativeCurrency: ether,
    rpcUrls: { default: { http: [rpc] } },
    blockExplorers: { default: { name: 'Etherscan', url: `https://${subdomain}.etherscan.io` } },
    contracts: { multicall3: { address: MULTICALL3 } },
    testnet: true,
  })

const ropsten = legacyTestnet(3, 'Ropsten', 'ropsten', 'https://rpc.ankr.com/eth_ropsten')
const rinkeby = legacyTestnet(4, 'Rinkeby', 'rinkeby', 'https://rpc.ankr.com/eth_rinkeby')
const kovan = legacyTestnet(42, 'Kovan', 'kovan', 'https://kovan.poa.network')

/** The devnet's node at localhost as its fallback URL, so the devnet fails over across URLs as a public chain does. */
export function devnetRpcUrls(rpcUrl: string): string[] {
  const swapped = rpcUrl.includes('//127.0.0.1')
    ? rpcUrl.replace('//127.0.0.1', '//localhost')
    : rpcUrl.replace('//localhost', '//127.0.0.1')
  return swapped === rpcUrl ? [rpcUrl] : [rpcUrl, swapped]
}

const devnetChain = (): Chain => {
  const devnet = loadDevnet()
  return defineChain({
    id: devnet.chainId,
    name: 'UCASH Devnet',
    nativeCurrency: ether,
    rpcUrls: { default: { http: devnetRpcUrls(devnet.rpcUrl) } },
    contracts: { multicall3: { address: devnet.contracts.multicall } },
    testnet: true,
  })
}

/** The build's own RPC URLs for the chain (VITE_RPC_URLS) come first; the public ones stay behind them as fallbacks. */
function withConfiguredRpc(chain: Chain): Chain {
  const configured = endpoints.rpcUrls.get(chain.id)
  if (!configured) return chain
  const http = [...configured, ...chain.rpcUrls.default.http.filter((url) => !configured.includes(url))]
  return { ...chain, rpcUrls: { ...chain.rpcUrls, default: { ...chain.rpcUrls.default, http } } }
}

/**
 * A network with its display data; the explorer is viem's (none on the devnet), the logo under the build's base.
 */
const network = (
  chain: Chain,
  label: string,
  logo: string,
  featured: boolean,
  testnet: boolean,
): { chain: Chain; info: NetworkInfo } => ({
  chain: withConfiguredRpc(chain),
  info: {
    label,
    logoUrl: `${import.meta.env.BASE_URL}chains/${logo}.svg`,
    explorer: chain.blockExplorers?.default.url ?? '',
    testnet,
    featured,
  },
})

/** Every network of spec section 9 (plus the devnet in devnet builds), with the app's display data. */
export const networks: readonly { chain: Chain; info: NetworkInfo }[] = [
  network(mainnet, 'Ethereum', 'ethereum', true, false),
  network(bsc, 'BNB Chain', 'bnb', true, false),
  network(polygon, 'Polygon', 'polygon', true, false),
  network(rootstock, 'RSK', 'rsk', true, false),
  network(gnosis, 'xDai', 'xdai', false, false),
  network(rinkeby, 'Rinkeby', 'ethereum', true, true),
  network(ropsten, 'Ropsten', 'ethereum', true, true),
  network(goerli, 'Görli', 'ethereum', true, true),
  network(kovan, 'Kovan', 'ethereum', true, true),
  network(rootstockTestnet, 'RSK Testnet', 'rsk', false, true),
  network(bscTestnet, 'BNB Chain Testnet', 'bnb', false, true),
  ...(__DEVNET__ ? [network(devnetChain(), 'UCASH Devnet', 'devnet', true, true)] : []),
]

/** The chains as wagmi and the network selector see them: named and drawn the spec's way. */
const [first, ...rest] = networks.map(({ chain, info }): Chain & { iconUrl: string } => ({
  ...chain,
  name: info.label,
  iconUrl: info.logoUrl,
}))
export const supportedChains: [Chain, ...Chain[]] = [first!, ...rest]

export function networkInfo(chainId: number | undefined): NetworkInfo | undefined {
  return networks.find((n) => n.chain.id === chainId)?.info
}

export const isSupportedChain = (chainId: number | undefined): boolean => networks.some((n) => n.chain.id === chainId)

/** The chain the app reads from before a wallet connects. */
export const defaultChain: Chain = __DEVNET__ ? networks.at(-1)!.chain : mainnet

/** How often the app polls a chain's head, and how often the chain makes a block (what a frozen head is measured by). */
export interface ChainTiming {
  pollMs: number
  blockTimeMs: number
}

const blockTimes: Record<number, number> = {
  1: 12_000,
  56: 3_000,
  97: 3_000,
  137: 2_000,
  100: 5_000,
  30: 30_000,
  31: 30_000,
}

export function chainTiming(chainId: number): ChainTiming {
  if (__DEVNET__ && chainId === networks.at(-1)!.chain.id) return { pollMs: 1_000, blockTimeMs: 1_000 }
  return { pollMs: 4_000, blockTimeMs: blockTimes[chainId] ?? 15_000 }
}
