import { describe, expect, it } from 'vitest'
import { defaultChain, networks } from '@/config/chains'
import { ipfsGatewaysFor, PANCAKESWAP_EXTENDED_LIST_URL, UNISWAP_DEFAULT_LIST_URL } from '@/config/tokenLists'
import { parsePolicy } from './buildCheck.ts'
import { contentSecurityPolicy, sourceOf } from './csp.ts'
import { preconnectLinks } from './cspPlugin.ts'
import { configuredConnections, cspSources, landingOrigins, subdomainSources } from './cspSources.ts'

// The production configuration (the unit project builds without the devnet).
describe('cspSources', () => {
  it("collects every network's RPC URLs, the gateways, the hosted lists and their gateway URLs", () => {
    const { rpc, gateways, lists, claimData } = configuredConnections()
    for (const { chain } of networks) expect(rpc).toEqual(expect.arrayContaining([...chain.rpcUrls.default.http]))
    // A subdomain gateway first (it redirects a path URL to the content's subdomain, so those are allowed too).
    expect(ipfsGatewaysFor(1)).toEqual(['https://dweb.link', 'https://ipfs.io'])
    expect(gateways).toEqual([
      ...ipfsGatewaysFor(1),
      'https://*.ipfs.dweb.link',
      'https://*.ipns.dweb.link',
      'https://*.ipfs.ipfs.io',
      'https://*.ipns.ipfs.io',
    ])
    expect(lists).toEqual(
      expect.arrayContaining([
        UNISWAP_DEFAULT_LIST_URL,
        PANCAKESWAP_EXTENDED_LIST_URL,
        'https://tokens.coingecko.com/uniswap/all.json',
      ]),
    )
    // Lists named by ENS (tokenlist.aave.eth) resolve through the RPC to content on the gateways: no URL of their own.
    expect(lists.every((url) => sourceOf(url) !== undefined)).toBe(true)
    // No claim service outside the devnet.
    expect(claimData).toEqual([])
    expect([...rpc, ...lists].some((url) => url.includes('127.0.0.1'))).toBe(false)
  })

  it('allows user lists from any https host by default, and only the configured origins when told so', () => {
    expect(cspSources(undefined).anyHttpsLists).toBe(true)
    expect(cspSources('any-https').anyHttpsLists).toBe(true)
    expect(cspSources('configured').anyHttpsLists).toBe(false)
    expect(cspSources(undefined).walletConnect).toBe(false)
  })

  it('builds a configured-only policy whose connect-src covers every URL the app reaches by itself', () => {
    const connect = parsePolicy(contentSecurityPolicy(cspSources('configured'), 'meta')).get('connect-src') ?? []
    expect(connect).not.toContain('https:')
    const { rpc, gateways, lists } = configuredConnections()
    for (const url of [...rpc, ...gateways, ...lists]) expect(connect, url).toContain(sourceOf(url))
    expect(connect).toContain('https://tokens.uniswap.org')
    expect(connect).toEqual(expect.arrayContaining(['https://dweb.link', 'https://*.ipfs.dweb.link']))
    expect(connect.some((source) => source.includes('cloudflare-ipfs.com'))).toBe(false)
  })

  it("gives a gateway's subdomain forms, none for an IP address or loopback name", () => {
    expect(subdomainSources('https://w3s.link')).toEqual(['https://*.ipfs.w3s.link', 'https://*.ipns.w3s.link'])
    expect(subdomainSources('http://gw.example:8080/')).toEqual([
      'http://*.ipfs.gw.example:8080',
      'http://*.ipns.gw.example:8080',
    ])
    for (const gateway of ['http://127.0.0.1:8546', 'http://localhost:8080', 'http://[::1]:8080', 'not a url'])
      expect(subdomainSources(gateway), gateway).toEqual([])
  })
})

describe('landingOrigins: what index.html preconnects to', () => {
  it("is the default chain's first RPC origin, then the origins of the lists on at first start, each once", () => {
    const origins = landingOrigins()
    expect(origins[0]).toBe(new URL(defaultChain.rpcUrls.default.http[0]!).origin)
    // The production defaults: Uniswap's and PancakeSwap's hosted lists.
    expect(origins.slice(1)).toEqual([
      new URL(UNISWAP_DEFAULT_LIST_URL).origin,
      new URL(PANCAKESWAP_EXTENDED_LIST_URL).origin,
    ])
    expect(new Set(origins).size).toBe(origins.length)
    // Every one is allowed by the policy (a preconnect the policy would then refuse to use is wasted).
    const connect = parsePolicy(contentSecurityPolicy(cspSources('configured'), 'meta')).get('connect-src') ?? []
    for (const origin of origins) expect(connect, origin).toContain(origin)
  })

  it('writes one anonymous preconnect per origin, escaped', () => {
    expect(preconnectLinks(['https://rpc.example', 'https://a.example/"x'])).toEqual([
      '<link rel="preconnect" href="https://rpc.example" crossorigin />',
      '<link rel="preconnect" href="https://a.example/&quot;x" crossorigin />',
    ])
  })
})
