import { loadDevnet } from './devnet'
import { devnetTokenLists } from './devnetTokenLists'
import { endpoints } from './configuredEndpoints'
import pancakeswapExtended from './tokenLists/pancakeswap-extended.tokenlist.json'
import uniswapDefault from './tokenLists/uniswap-default.tokenlist.json'
import unsupportedList from './tokenLists/unsupported.tokenlist.json'

/**
 * The lists the app starts with (spec 3, 4), kept by URL for every chain and filtered by the chain in use. A bundled
 * copy stands in until a fetch succeeds; tests check the copies against the schema (config cannot import it).
 */

/** The shape a bundled list must have; the schema test proves each one valid. */
export interface BundledTokenList {
  name: string
  timestamp: string
  version: { major: number; minor: number; patch: number }
  keywords?: string[]
  tokens: {
    chainId: number
    address: string
    symbol: string
    name: string
    decimals: number
    logoURI?: string
    tags?: string[]
  }[]
  tags?: Record<string, { name: string; description: string }>
  logoURI?: string
}

export const UNISWAP_DEFAULT_LIST_URL = 'https://tokens.uniswap.org'
export const PANCAKESWAP_EXTENDED_LIST_URL = 'https://tokens.pancakeswap.finance/pancakeswap-extended.json'

/** Hosted lists offered in the manage view from the start; only the default active ones are on at first. */
const hostedLists: readonly string[] = [
  UNISWAP_DEFAULT_LIST_URL,
  'https://tokens.coingecko.com/uniswap/all.json',
  'https://raw.githubusercontent.com/compound-finance/token-list/master/compound.tokenlist.json',
  'https://www.gemini.com/uniswap/manifest.json',
  'tokenlist.aave.eth',
  'synths.snx.eth',
  'wrapped.tokensoft.eth',
  'stablecoin.cmc.eth',
  PANCAKESWAP_EXTENDED_LIST_URL,
]

export interface TokenListConfig {
  /** Every list known from the start, in display order ("the list of lists"). */
  listOfLists: readonly string[]
  /** Lists switched on at first start. */
  defaultActive: readonly string[]
  /** Copies shipped with the app by list URL: used while the hosted list has never been fetched or cannot be. */
  bundled: Readonly<Record<string, BundledTokenList>>
  /** Tokens that cannot be traded here (spec: one bundled unsupported list), for every chain. */
  unsupported: readonly BundledTokenList[]
}

const base: TokenListConfig = {
  listOfLists: hostedLists,
  defaultActive: [UNISWAP_DEFAULT_LIST_URL, PANCAKESWAP_EXTENDED_LIST_URL],
  bundled: { [UNISWAP_DEFAULT_LIST_URL]: uniswapDefault, [PANCAKESWAP_EXTENDED_LIST_URL]: pancakeswapExtended },
  unsupported: [unsupportedList],
}

/**
 * Devnet builds start with the devnet's own default and unsupported lists: a local chain has no use for hosted mainnet
 * lists, and a devnet build must run offline.
 */
export const tokenListConfig: TokenListConfig = withConfiguredLists(
  __DEVNET__ ? withDevnetLists(base) : base,
  endpoints.tokenLists,
)

/** The build's own lists (VITE_TOKEN_LISTS) are switched on at first start in place of the defaults, and listed first. */
export function withConfiguredLists(config: TokenListConfig, lists: readonly string[]): TokenListConfig {
  if (lists.length === 0) return config
  return { ...config, listOfLists: [...new Set([...lists, ...config.listOfLists])], defaultActive: lists }
}

function withDevnetLists(config: TokenListConfig): TokenListConfig {
  const { defaultUrl, defaultList, unsupportedList } = devnetTokenLists()
  return {
    listOfLists: [defaultUrl],
    defaultActive: [defaultUrl],
    bundled: { [defaultUrl]: defaultList },
    unsupported: [...config.unsupported, unsupportedList],
  }
}

/**
 * Public IPFS gateways, tried in order (spec 7: two), both operated by the IPFS project (cloudflare-ipfs.com is
 * retired). dweb.link is a subdomain gateway, first: it answers a path URL by redirecting to `<cid>.ipfs.dweb.link`
 * (which the CSP allows, `cspSources.ts`); ipfs.io is its path form. Per chain, so a local chain can use a local one.
 */
const DEFAULT_IPFS_GATEWAYS: readonly string[] = ['https://dweb.link', 'https://ipfs.io']

export function ipfsGatewaysFor(chainId: number | undefined): readonly string[] {
  // The devnet serves its named list's content through its own local gateway.
  if (__DEVNET__ && chainId === 31337) return [loadDevnet().ipfsGateway]
  return endpoints.ipfsGateways.length > 0 ? endpoints.ipfsGateways : DEFAULT_IPFS_GATEWAYS
}

/** How often every list is fetched again (spec 9: 600000 ms). */
export const LIST_REFRESH_MS = 600_000
