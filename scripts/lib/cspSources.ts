/**
 * What the app is configured to connect to, read from the app's own config (so a new network, list or gateway is in the
 * policy the moment it is in the config). Runs in the app's module environment (`__DEVNET__`, `import.meta.env`): the
 * build loads it through Vite (`runnerImport` in vite.config.ts), the unit tests import it directly.
 */
import { defaultChain, networks } from '@/config/chains'
import { env } from '@/config/env'
import { claimDataUrlFor } from '@/config/services'
import { ipfsGatewaysFor, tokenListConfig } from '@/config/tokenLists'
import { uriToHttp } from '@/lib/url/uriToHttp'
import type { CspSources } from './csp.ts'

export interface ConfiguredConnections {
  rpc: string[]
  gateways: string[]
  lists: string[]
  claimData: string[]
}

/** Every URL the app reaches by itself, by kind: the networks' RPC URLs, gateways, the lists it knows, claim data. */
export function configuredConnections(): ConfiguredConnections {
  const chainIds = networks.map(({ chain }) => chain.id)
  const gateways = [...new Set(chainIds.flatMap((id) => ipfsGatewaysFor(id)))]
  const { listOfLists, defaultActive, bundled } = tokenListConfig
  // Each list where the list loader fetches it: https as is, http upgraded, ipfs/ipns through the gateways (names
  // ending .eth resolve on chain, through the RPC, to content the gateways serve).
  const lists = [...new Set([...listOfLists, ...defaultActive, ...Object.keys(bundled)])].flatMap((url) =>
    uriToHttp(url, gateways),
  )
  return {
    rpc: networks.flatMap(({ chain }) => [...chain.rpcUrls.default.http]),
    gateways,
    lists: [...new Set(lists)],
    claimData: chainIds.flatMap((id) => claimDataUrlFor(id) ?? []),
  }
}

/**
 * The origins a first visit connects to before anything else (the default chain's first RPC URL, where the first
 * block number and multicall go, and the lists switched on at first start), in that order: index.html preconnects to
 * them, so their connections are open by the time the page has run its scripts. Gateways and ENS-named lists are left
 * out (they are fetched through the RPC first).
 */
export function landingOrigins(): string[] {
  const { defaultActive } = tokenListConfig
  const urls = [defaultChain.rpcUrls.default.http[0], ...defaultActive.flatMap((url) => uriToHttp(url, []).slice(0, 1))]
  const origins = urls.flatMap((url) => {
    try {
      const parsed = new URL(url ?? '')
      return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? [parsed.origin] : []
    } catch {
      return []
    }
  })
  return [...new Set(origins)]
}

/**
 * The policy's sources for this build. User-imported lists may sit on any https host (spec), except in devnet builds:
 * there every list is local, and the end-to-end suite's CSP check then also catches a request to an origin nobody
 * configured. `VITE_CSP_LIST_ORIGINS` (`any-https` or `configured`) overrides either default.
 */
export function cspSources(listOrigins: string | undefined): CspSources {
  const { rpc, gateways, lists, claimData } = configuredConnections()
  return {
    connect: [...rpc, ...gateways, ...lists, ...claimData],
    walletConnect: env.walletConnectProjectId !== undefined,
    anyHttpsLists: listOrigins === 'any-https' || (listOrigins !== 'configured' && !env.devnet),
    loopback: env.devnet,
  }
}
