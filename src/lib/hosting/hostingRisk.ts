import { ALLOWED_FRAME_ANCESTORS } from '@/config/safe'

/** Where the page runs: its URL's parts and whether (and by whom) it is framed. Query and hash play no part. */
export interface PageFacts {
  protocol: string
  /** Host name and port, as in the URL. */
  host: string
  hostname: string
  pathname: string
  /** The page is not the top-level window. */
  framed: boolean
  /** `location.ancestorOrigins`, nearest first, where the browser has it (Chromium, Safari; Firefox has not). */
  ancestorOrigins?: readonly string[] | undefined
}

/** A page served by a path gateway: `<protocol>//<host>/<namespace>/<root><rest>`. */
export interface PathGateway {
  protocol: string
  host: string
  hostname: string
  namespace: 'ipfs' | 'ipns'
  /** The CID (ipfs) or the IPNS name (a key or a DNSLink name), as the path has it. */
  root: string
  /** The path after the root, from its slash ('' when there is none). */
  rest: string
}

export type HostingRisk =
  | { kind: 'none' }
  /** Every site on the gateway shares this origin: its storage, its `script-src 'self'`, its windows. */
  | { kind: 'pathGateway'; gateway: PathGateway }
  /** Framed by a page that is not an allowed Safe origin (`ancestor` undefined when the browser does not tell). */
  | { kind: 'framed'; ancestor: string | undefined }

const NONE: HostingRisk = { kind: 'none' }
const GATEWAY_PATH = /^\/(ipfs|ipns)\/([^/]+)(\/.*)?$/
/**
 * `<cid>.ipfs.<gateway>` (CIDv1 base32 or base36, the forms a DNS label can carry) or `<name>.ipns.<gateway>`: a
 * subdomain gateway gives each site its own origin.
 */
const SUBDOMAIN_GATEWAY = /^((b[a-z2-7]{20,}|k[0-9a-z]{20,})\.ipfs|[^.]+\.ipns)\.[^.]/i

/**
 * A path under `/ipfs/` or `/ipns/` on a host that is not a subdomain gateway shares its origin with every other site;
 * a frame whose ancestors are not all allowed (or cannot be listed) may be a hostile page drawing over the app.
 */
export function hostingRisk(
  page: PageFacts,
  allowedAncestors: readonly string[] = ALLOWED_FRAME_ANCESTORS,
): HostingRisk {
  const path = GATEWAY_PATH.exec(page.pathname)
  if (path && !SUBDOMAIN_GATEWAY.test(page.hostname)) {
    const namespace = path[1] === 'ipns' ? 'ipns' : 'ipfs'
    return {
      kind: 'pathGateway',
      gateway: {
        protocol: page.protocol,
        host: page.host,
        hostname: page.hostname,
        namespace,
        root: path[2] ?? '',
        rest: path[3] ?? '',
      },
    }
  }
  if (!page.framed) return NONE
  const ancestors = page.ancestorOrigins ?? []
  const foreign = ancestors.length === 0 ? 'null' : ancestors.find((origin) => !allowedAncestors.includes(origin))
  if (foreign === undefined) return NONE
  // An ancestor hidden by its referrer policy reads 'null'.
  return { kind: 'framed', ancestor: foreign === 'null' ? undefined : foreign }
}

function pageFacts(page: Window): PageFacts {
  const { protocol, host, hostname, pathname, ancestorOrigins } = page.location
  // Not in every browser, whatever lib.dom says.
  const ancestors: DOMStringList | undefined = ancestorOrigins
  // `top` is readable across origins; comparing with `window` (not the replaceable `self`).
  return {
    protocol,
    host,
    hostname,
    pathname,
    framed: page.top !== page,
    ancestorOrigins: ancestors ? Array.from(ancestors) : undefined,
  }
}

let current: HostingRisk | undefined

/** This page's risk, computed once: neither its gateway path nor its framing changes in a page's life. */
export function pageHostingRisk(): HostingRisk {
  return (current ??= typeof window === 'undefined' ? NONE : hostingRisk(pageFacts(window)))
}

/** Connecting a wallet is refused on a path gateway (any site there can reach the page and its provider). */
export const connectRefused = (risk: HostingRisk = pageHostingRisk()): boolean => risk.kind === 'pathGateway'

/** Sending (transactions and signatures) is refused on a path gateway and in a frame that is not allowed. */
export const sendRefused = (risk: HostingRisk = pageHostingRisk()): boolean => risk.kind !== 'none'

/** The notice's element id: connect buttons point at it and move focus there when connecting is refused. */
export const HOSTING_NOTICE_ID = 'hosting-notice'

/** Brings the notice into view and focus: what a refused 'Connect Wallet' does instead of opening the picker. */
export function showHostingNotice(): void {
  const notice = document.getElementById(HOSTING_NOTICE_ID)
  notice?.scrollIntoView({ block: 'nearest' })
  notice?.focus()
}
