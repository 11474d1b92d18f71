/**
 * The static / IPFS build (`vite build --mode ipfs`): relative asset URLs and hash routing, so it works at any path
 * (an IPFS gateway's `/ipfs/<cid>/`). Pure helpers for vite.config.ts and the static server.
 */
import { posix } from 'node:path'

/** Vite's mode for the IPFS build (`npm run build:ipfs`): relative asset URLs, routes in the URL's hash. */
export const IPFS_MODE = 'ipfs'
/** Vite's mode for the devnet build (npm start, preview:devnet, the end-to-end suite). */
export const DEVNET_MODE = 'devnet'
/** The IPFS layout for the devnet (`npm run preview:ipfs:devnet`, e2e/ipfs.spec.ts). */
export const IPFS_DEVNET_MODE = 'ipfs-devnet'

/** The IPFS layout: relative asset URLs and routes in the hash. */
export const isIpfsMode = (mode: string): boolean => mode === IPFS_MODE || mode === IPFS_DEVNET_MODE

/** Only the devnet's own modes carry the devnet (its chain, the Local dev account, loopback sources). */
export const isDevnetMode = (mode: string): boolean => mode === DEVNET_MODE || mode === IPFS_DEVNET_MODE

/**
 * Why a build of `mode` must not start. Only devnet modes may set `VITE_DEVNET`, so no environment file can turn a
 * release into a devnet build.
 */
export function buildModeProblem(mode: string, env: Readonly<Record<string, string | undefined>>): string | undefined {
  if (env.VITE_DEVNET === undefined || isDevnetMode(mode)) return undefined
  return `VITE_DEVNET is set for a build in mode '${mode}': a release never carries the devnet. Build with --mode ${DEVNET_MODE} (or ${IPFS_DEVNET_MODE} for the IPFS layout) instead, and remove VITE_DEVNET from the environment and the .env files.`
}

/** Vite's `base`: relative in the IPFS layout (every URL resolves against index.html's own location), else the root. */
export function assetBase(mode: string): './' | '/' {
  return isIpfsMode(mode) ? './' : '/'
}

/** An emitted file's URL as index.html refers to it, under `base`. */
export function assetHref(base: './' | '/', file: string): string {
  return `${base}${file.replace(/^\/+/, '')}`
}

/** Where a static server answers: a normalised mount point (`/`, or `/ipfs/<cid>/` with both slashes). */
export function mountPrefix(prefix: string): string {
  const trimmed = prefix.replace(/^\/+|\/+$/g, '')
  return trimmed ? `/${trimmed}/` : '/'
}

export type StaticTarget = { kind: 'file'; path: string } | { kind: 'redirect'; location: string } | { kind: 'missing' }

/**
 * What a static server at `prefix` serves, as an IPFS gateway: the bare mount point redirects to its slash form,
 * directories serve index.html, and anything outside or malformed is missing. No index.html fallback: routing is in
 * the hash.
 */
export function staticTarget(prefix: string, requestPath: string): StaticTarget {
  const mount = mountPrefix(prefix)
  const pathname = requestPath.split(/[?#]/, 1)[0] ?? ''
  if (mount !== '/' && pathname === mount.slice(0, -1)) return { kind: 'redirect', location: mount }
  if (!pathname.startsWith(mount)) return { kind: 'missing' }
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname.slice(mount.length))
  } catch {
    return { kind: 'missing' }
  }
  if (decoded.includes('\0') || decoded.split('/').includes('..')) return { kind: 'missing' }
  const file = posix.normalize(decoded === '' || decoded.endsWith('/') ? `${decoded}index.html` : decoded)
  return file.startsWith('../') || file.startsWith('/') ? { kind: 'missing' } : { kind: 'file', path: file }
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
}

/** The Content-Type of a served file, by its extension. */
export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[posix.extname(path).toLowerCase()] ?? 'application/octet-stream'
}

/** The build's environment for a devnet: the node's RPC URL and the origin of its list, claim-data and IPFS server. */
export function devnetBuildEnv(devnet: { rpcUrl: string; claimDataUrl: string }): Record<string, string> {
  return { VITE_DEVNET_RPC_URL: devnet.rpcUrl, VITE_DEVNET_SERVICES_URL: new URL(devnet.claimDataUrl).origin }
}

/** The host name a local gateway serves its subdomain form on (Kubo's default): `<cid>.ipfs.localhost`. */
export const LOCAL_SUBDOMAIN_HOST = 'localhost'

/**
 * Which site a local gateway serves, as Kubo's: on `<cid>.ipfs.localhost` that CID's site at the root, elsewhere below
 * `/ipfs/<cid>/` (a path gateway). Undefined for a CID it does not hold.
 */
export function gatewaySite(
  cids: readonly string[],
  hostHeader: string | undefined,
  requestPath: string,
): { cid: string; prefix: string } | undefined {
  const hostname = (hostHeader ?? '').replace(/:\d+$/, '').toLowerCase()
  const subdomain = new RegExp(`^([a-z0-9]+)\\.ipfs\\.${LOCAL_SUBDOMAIN_HOST}$`).exec(hostname)
  if (subdomain) {
    const cid = cids.find((candidate) => candidate.toLowerCase() === subdomain[1])
    return cid === undefined ? undefined : { cid, prefix: '/' }
  }
  const root = /^\/ipfs\/([^/?#]+)/.exec(requestPath)?.[1]
  return root !== undefined && cids.includes(root) ? { cid: root, prefix: `/ipfs/${root}/` } : undefined
}
