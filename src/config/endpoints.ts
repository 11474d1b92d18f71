import { z } from './zod'

/**
 * Build-time overrides of where the app connects (README, Deployment), checked with zod when the build starts: a bad
 * value stops the build, so no deployment runs half-configured. The app reads only the result
 * (configuredEndpoints.ts), so the swap page does not carry the checks.
 */

const httpUrl = z.url({ protocol: /^https?$/ })
const listUrl = z
  .string()
  .check(
    z.regex(
      /^(https?:\/\/|ipfs:\/\/|ipns:\/\/)\S+$|^[a-z0-9-]+(\.[a-z0-9-]+)*\.eth$/i,
      'an http(s), ipfs or ipns URL, or an ENS name',
    ),
  )
const chainId = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'a chain id')), z.transform(Number))

const items = (value: string): string[] => value.split(/[\s,]+/).filter((item) => item !== '')

function parse<T>(name: string, schema: z.ZodMiniType<T>, value: unknown): T {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new Error(`${name}: ${issue?.message ?? 'invalid'} (${JSON.stringify(value)})`)
}

/** `VITE_RPC_URLS`: `<chain id>=<url>` pairs, separated by commas or spaces; a chain may have several, tried in order. */
export function parseRpcUrls(value: string | undefined): ReadonlyMap<number, readonly string[]> {
  const byChain = new Map<number, string[]>()
  for (const pair of items(value ?? '')) {
    const at = pair.indexOf('=')
    const id = parse('VITE_RPC_URLS', chainId, at > 0 ? pair.slice(0, at) : pair)
    const url = parse('VITE_RPC_URLS', httpUrl, pair.slice(at + 1))
    byChain.set(id, [...(byChain.get(id) ?? []), url])
  }
  return byChain
}

/** `VITE_TOKEN_LISTS`: list URLs (or ENS names), separated by commas or spaces. */
export const parseTokenLists = (value: string | undefined): readonly string[] =>
  items(value ?? '').map((url) => parse('VITE_TOKEN_LISTS', listUrl, url))

/** `VITE_IPFS_GATEWAYS`: gateway origins, tried in order. */
export const parseGateways = (value: string | undefined): readonly string[] =>
  items(value ?? '').map((url) => parse('VITE_IPFS_GATEWAYS', httpUrl, url).replace(/\/+$/, ''))

/** `VITE_CLAIM_DATA_URL`: a claim-data service (GET {url}/{chainId}/{address}) for the public chains. */
export const parseClaimDataUrl = (value: string | undefined): string | undefined =>
  value === undefined || value === '' ? undefined : parse('VITE_CLAIM_DATA_URL', httpUrl, value).replace(/\/+$/, '')

/** What the build writes into the app (`__ENDPOINTS__`): plain JSON, checked by `parseEndpoints` as the build starts. */
export interface Endpoints {
  rpcUrls: [number, string[]][]
  tokenLists: string[]
  ipfsGateways: string[]
  claimDataUrl?: string
}

/** The overrides in a build's `VITE_*` environment, checked once in the build and defined as `__ENDPOINTS__`. */
export function parseEndpoints(vars: Record<string, string | undefined>): Endpoints {
  const claimDataUrl = parseClaimDataUrl(vars.VITE_CLAIM_DATA_URL)
  return {
    rpcUrls: [...parseRpcUrls(vars.VITE_RPC_URLS)].map(([id, urls]) => [id, [...urls]]),
    tokenLists: [...parseTokenLists(vars.VITE_TOKEN_LISTS)],
    ipfsGateways: [...parseGateways(vars.VITE_IPFS_GATEWAYS)],
    ...(claimDataUrl ? { claimDataUrl } : {}),
  }
}
