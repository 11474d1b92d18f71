import { type Chain, defineChain } from 'viem'
import { bsc, bscTestnet, gnosis, mainnet, polygon, rootstock, rootstockTestnet, sepolia } from 'viem/chains'
import { loadDevnet } from './devnet'
import { endpoints } from './configuredEndpoints'

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

/**
 * Public RPC URLs by chain, in order behind the build's own (VITE_RPC_URLS): well-known free endpoints that were
 * operating when chosen (this machine has no internet, so none was tried from here). README "Networks" lists them.
 */
export const PUBLIC_RPC_URLS: Readonly<Record<number, readonly [string, string, ...string[]]>> = {
  1: ['https://ethereum-rpc.publicnode.com', 'https://eth.drpc.org'],
  11155111: ['https://ethereum-sepolia-rpc.publicnode.com', 'https://sepolia.drpc.org'],
  56: ['https://bsc-dataseed.bnbchain.org', 'https://bsc-rpc.publicnode.com', 'https://bsc.drpc.org'],
  137: ['https://polygon-bor-rpc.publicnode.com', 'https://polygon.drpc.org'],
  30: ['https://public-node.rsk.co', 'https://mycrypto.rsk.co'],
  31: ['https://public-node.testnet.rsk.co', 'https://mycrypto.testnet.rsk.co'],
  97: ['https://bsc-testnet-rpc.publicnode.com', 'https://data-seed-prebsc-1-s1.bnbchain.org:8545'],
  100: ['https://rpc.gnosischain.com', 'https://gnosis-rpc.publicnode.com', 'https://gnosis.drpc.org'],
}

/** viem's chain with the public RPC URLs above in place of viem's single default. */
function withPublicRpc(chain: Chain): Chain {
  const http = PUBLIC_RPC_URLS[chain.id]
  return http ? { ...chain, rpcUrls: { ...chain.rpcUrls, default: { http } } } : chain
}

/**
 * Test networks that were shut down (Ropsten, Rinkeby, Kovan, Görli): still known by name, so a wallet on one hears
 * that the network was retired, but never offered, read or sent on (their nodes are gone). A deviation from spec 9.
 */
export const retiredNetworks: readonly { chainId: number; label: string }[] = [
  { chainId: 3, label: 'Ropsten' },
  { chainId: 4, label: 'Rinkeby' },
  { chainId: 5, label: 'Görli' },
  { chainId: 42, label: 'Kovan' },
]

/** The retired network a chain id names, if it is one. */
export function retiredNetwork(chainId: number | undefined): { chainId: number; label: string } | undefined {
  return retiredNetworks.find((network) => network.chainId === chainId)
}

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
  chain: withConfiguredRpc(withPublicRpc(chain)),
  info: {
    label,
    logoUrl: `${import.meta.env.BASE_URL}chains/${logo}.svg`,
    explorer: chain.blockExplorers?.default.url ?? '',
    testnet,
    featured,
  },
})

/**
 * The networks the app reads and sends on (spec section 9, with Sepolia in place of the retired test networks; the
 * devnet in devnet builds), with the app's display data.
 */
export const networks: readonly { chain: Chain; info: NetworkInfo }[] = [
  network(mainnet, 'Ethereum', 'ethereum', true, false),
  network(bsc, 'BNB Chain', 'bnb', true, false),
  network(polygon, 'Polygon', 'polygon', true, false),
  network(rootstock, 'RSK', 'rsk', true, false),
  network(gnosis, 'xDai', 'xdai', false, false),
  network(sepolia, 'Sepolia', 'ethereum', true, true),
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

/** The chain the app reads from before a wallet connects (the table's entry: its RPC URLs are the app's). */
export const defaultChain: Chain = __DEVNET__ ? networks.at(-1)!.chain : networks[0]!.chain

/** How often the app polls a chain's head, and how often the chain makes a block (what a frozen head is measured by). */
export interface ChainTiming {
  pollMs: number
  blockTimeMs: number
}

const blockTimes: Record<number, number> = {
  1: 12_000,
  11155111: 12_000,
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
