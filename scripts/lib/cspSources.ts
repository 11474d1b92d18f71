/**
 * What the app is configured to connect to, read from its own config so a new network, list or gateway is in the
 * policy at once. Runs in the app's module environment: the build loads it through Vite, the unit tests directly.
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

/**
 * A gateway's subdomain forms (`https://*.ipfs.<host>`, `*.ipns.`): a subdomain gateway redirects a path URL there,
 * and connect-src checks the redirect's target too. None for an IP or a loopback name, which have no subdomains.
 */
export function subdomainSources(gateway: string): string[] {
  let url: URL
  try {
    url = new URL(gateway)
  } catch {
    return []
  }
  const host = url.hostname
  if (host === 'localhost' || host.startsWith('[') || /^[\d.]+$/.test(host)) return []
  return ['ipfs', 'ipns'].map((namespace) => `${url.protocol}//*.${namespace}.${url.host}`)
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
    gateways: [...gateways, ...gateways.flatMap(subdomainSources)],
    lists: [...new Set(lists)],
    claimData: chainIds.flatMap((id) => claimDataUrlFor(id) ?? []),
  }
}

/**
 * The origins a first visit reaches first (the default chain's first RPC URL, the lists on at first start), for
 * index.html to preconnect to. Gateways and ENS-named lists are left out: the RPC comes first for them.
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
 * The policy's sources. Imported lists may be on any https host (spec), except in devnet builds, where the e2e check
 * then catches unconfigured origins. `VITE_CSP_LIST_ORIGINS` (`any-https`, `configured`) overrides.
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
