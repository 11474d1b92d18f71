import { type Chain, defineChain } from 'viem'
import { bsc, bscTestnet, gnosis, goerli, mainnet, polygon, rootstock, rootstockTestnet } from 'viem/chains'
import { loadDevnet } from './devnet'

/** Multicall3 sits at the same address on every public chain the app supports. */
const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'

export interface NetworkInfo {
  label: string
  logoUrl: string
  explorer: string
  /** Test networks are listed apart in the network selector. */
  testnet: boolean
  /** Offered in the network selector's main list (spec: mainnet, BNB chain, Polygon, RSK). */
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

/**
 * The devnet's node answers at 127.0.0.1 and at localhost alike: the second spelling is its fallback URL, so the
 * devnet fails over across URLs as a public chain does.
 */
export function devnetRpcUrls(rpcUrl: string): string[] {
  const swapped = rpcUrl.includes('//127.0.0.1') ? rpcUrl.replace('//127.0.0.1', '//localhost') : rpcUrl.replace('//localhost', '//127.0.0.1')
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

const info = (label: string, logo: string, explorer: string, featured: boolean, testnet: boolean): NetworkInfo => ({
  label,
  logoUrl: `/chains/${logo}.svg`,
  explorer,
  testnet,
  featured,
})

/** Every network of spec section 9 (plus the devnet in devnet builds), with the app's display data. */
export const networks: readonly { chain: Chain; info: NetworkInfo }[] = [
  { chain: mainnet, info: info('Ethereum', 'ethereum', 'https://etherscan.io', true, false) },
  { chain: bsc, info: info('BNB Chain', 'bnb', 'https://bscscan.com', true, false) },
  { chain: polygon, info: info('Polygon', 'polygon', 'https://polygonscan.com', true, false) },
  { chain: rootstock, info: info('RSK', 'rsk', 'https://explorer.rsk.co', true, false) },
  { chain: gnosis, info: info('xDai', 'xdai', 'https://gnosisscan.io', false, false) },
  { chain: rinkeby, info: info('Rinkeby', 'ethereum', 'https://rinkeby.etherscan.io', false, true) },
  { chain: ropsten, info: info('Ropsten', 'ethereum', 'https://ropsten.etherscan.io', false, true) },
  { chain: goerli, info: info('Görli', 'ethereum', 'https://goerli.etherscan.io', false, true) },
  { chain: kovan, info: info('Kovan', 'ethereum', 'https://kovan.etherscan.io', false, true) },
  { chain: rootstockTestnet, info: info('RSK Testnet', 'rsk', 'https://explorer.testnet.rootstock.io', false, true) },
  { chain: bscTestnet, info: info('BNB Chain Testnet', 'bnb', 'https://testnet.bscscan.com', false, true) },
  ...(__DEVNET__ ? [{ chain: devnetChain(), info: info('UCASH Devnet', 'devnet', '', true, true) }] : []),
]

/** The chains as wagmi and the network selector see them: named and drawn the spec's way. */
const [first, ...rest] = networks.map(({ chain, info }): Chain & { iconUrl: string } => ({ ...chain, name: info.label, iconUrl: info.logoUrl }))
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

const blockTimes: Record<number, number> = { 1: 12_000, 56: 3_000, 97: 3_000, 137: 2_000, 100: 5_000, 30: 30_000, 31: 30_000 }

export function chainTiming(chainId: number): ChainTiming {
  if (__DEVNET__ && chainId === networks.at(-1)!.chain.id) return { pollMs: 1_000, blockTimeMs: 1_000 }
  return { pollMs: 4_000, blockTimeMs: blockTimes[chainId] ?? 15_000 }
}
