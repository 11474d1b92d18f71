/**
 * The production Content-Security-Policy, built purely from the origins configured in src/config (`cspSources.ts`).
 * docs/csp.md says what each directive allows and why.
 */

export interface CspSources {
  /** Every URL the app itself connects to: RPC nodes, token lists, IPFS gateways, claim data. Only origins are kept. */
  connect: readonly string[]
  /** A WalletConnect project id is configured: its relay, RPC and verify services are allowed. */
  walletConnect: boolean
  /** Imported lists may live on any https host (spec 5), so connect-src carries `https:`; off, only configured ones. */
  anyHttpsLists: boolean
  /** A devnet build: any local port is reachable too, for other local nodes beside the configured one. */
  loopback?: boolean
}

/** Every port of this machine, over http and ws (devnet builds only). */
export const LOOPBACK_SOURCES = [
  'http://127.0.0.1:*',
  'http://localhost:*',
  'ws://127.0.0.1:*',
  'ws://localhost:*',
] as const

/** WalletConnect's services its libraries call (Reown's published CSP guidance), when a project id is configured. */
export const WALLETCONNECT_CONNECT: readonly string[] = [
  'https://rpc.walletconnect.com',
  'https://rpc.walletconnect.org',
  'https://relay.walletconnect.com',
  'https://relay.walletconnect.org',
  'wss://relay.walletconnect.com',
  'wss://relay.walletconnect.org',
  'https://pulse.walletconnect.com',
  'https://pulse.walletconnect.org',
  'https://api.web3modal.com',
  'https://api.web3modal.org',
  'https://keys.walletconnect.com',
  'https://keys.walletconnect.org',
  'https://notify.walletconnect.com',
  'https://notify.walletconnect.org',
  'https://echo.walletconnect.com',
  'https://echo.walletconnect.org',
  'https://push.walletconnect.com',
  'https://push.walletconnect.org',
]

/** WalletConnect's verify service runs in an iframe (domain verification of the dapp). */
export const WALLETCONNECT_FRAMES: readonly string[] = [
  'https://verify.walletconnect.com',
  'https://verify.walletconnect.org',
  'https://secure.walletconnect.com',
  'https://secure.walletconnect.org',
]

/** The Safe web app (src/config/safe.ts, which the app's frame guard reads too). */
export { SAFE_ORIGIN } from '../../src/config/safe.ts'

/**
 * Who may frame the app where `_headers` is sent: nobody until it runs as a Safe app. Elsewhere (IPFS gateways) the
 * app's own frame guard turns sending off.
 */
export const FRAME_ANCESTORS: readonly string[] = ["'none'"]

/** The app opens popups (a wallet's own window) that must keep their opener; no other window keeps a handle on it. */
export const OPENER_POLICY = 'same-origin-allow-popups'

/** Two years, subdomains included; no `preload`, which binds the whole domain for good: the domain owner's decision. */
export const TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'

/**
 * Browser features the app never uses, off for it and its frames. Left on: clipboard-write (copying the address). A
 * WebHID/WebUSB wallet would need `hid` and `usb`; the app ships none.
 */
export const PERMISSIONS_OFF: readonly string[] = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]

/** The Permissions-Policy header: every feature of PERMISSIONS_OFF with an empty allowlist. */
export const permissionsPolicy = (): string => PERMISSIONS_OFF.map((feature) => `${feature}=()`).join(', ')

const CONNECT_SCHEMES = new Set(['https:', 'http:', 'wss:', 'ws:'])

/** The CSP host source of an http(s) or ws(s) URL (scheme, host, non-default port); undefined for anything else. */
export function sourceOf(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (!CONNECT_SCHEMES.has(parsed.protocol) || !parsed.hostname) return undefined
  // Host sources carry no credentials, path or query; the origin is scheme://host[:port].
  return `${parsed.protocol}//${parsed.host}`
}

/** The policy's directives, in order, each with its source list. `header` adds what only a response header can carry. */
export function cspDirectives(sources: CspSources, delivery: 'meta' | 'header'): [string, string[]][] {
  const configured = [
    ...sources.connect.flatMap((url) => sourceOf(url) ?? []),
    ...(sources.walletConnect ? WALLETCONNECT_CONNECT : []),
  ]
  // With `https:` allowed, the https origins say nothing more: only the others (a local devnet, wss) are listed.
  const listed = sources.anyHttpsLists ? configured.filter((source) => !source.startsWith('https://')) : configured
  const connect = [
    "'self'",
    ...(sources.anyHttpsLists ? ['https:'] : []),
    ...new Set(listed),
    ...(sources.loopback ? LOOPBACK_SOURCES : []),
  ]
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connect],
    ['frame-src', sources.walletConnect ? [...WALLETCONNECT_FRAMES] : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ...(delivery === 'header' ? [['frame-ancestors', [...FRAME_ANCESTORS]] satisfies [string, string[]]] : []),
  ]
}

/** The policy as one header or meta value: `directive source source; directive ...`. */
export function contentSecurityPolicy(sources: CspSources, delivery: 'meta' | 'header'): string {
  return cspDirectives(sources, delivery)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/** index.html: stored, but checked with the server before every use. */
export const PAGE_CACHE = 'no-cache'
/** Content-hashed build output: a year, never revalidated. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable'

/**
 * The headers of every path: the policy with frame-ancestors, and what a meta tag cannot set either (docs/csp.md).
 */
export function securityHeaders(sources: CspSources): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(sources, 'header')],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', OPENER_POLICY],
    ['Strict-Transport-Security', TRANSPORT_SECURITY],
    ['Permissions-Policy', permissionsPolicy()],
  ]
}

/**
 * `_headers` for hosts that read it (Netlify, Cloudflare Pages): the security headers on every path; /assets/ cached
 * a year as immutable, the page revalidated on each visit. Hosts merge all matching rules, so only narrow rules set
 * Cache-Control.
 */
export function headersFile(sources: CspSources): string {
  return [
    '/*',
    ...securityHeaders(sources).map(([name, value]) => `  ${name}: ${value}`),
    '/',
    `  Cache-Control: ${PAGE_CACHE}`,
    '/index.html',
    `  Cache-Control: ${PAGE_CACHE}`,
    '/assets/*',
    `  Cache-Control: ${ASSET_CACHE}`,
    '',
  ].join('\n')
}
