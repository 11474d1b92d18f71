import { CID } from 'multiformats/cid'
import { base32 } from 'multiformats/bases/base32'
import { base36 } from 'multiformats/bases/base36'
import { base58btc } from 'multiformats/bases/base58'
import { decode as decodeDigest } from 'multiformats/hashes/digest'
import type { PathGateway } from './hostingRisk'

/** The multicodec of an IPNS key as a subdomain gateway expects it (a CIDv1 `libp2p-key`). */
const LIBP2P_KEY = 0x72
/** A DNS label's limit: longer roots cannot be a subdomain. */
const MAX_LABEL = 63
/** Loopback literals have no subdomains; gateways on this machine answer the subdomain form on `localhost` (Kubo's default). */
const LOOPBACK = new Set(['127.0.0.1', '[::1]'])
/** Path gateways whose subdomain form is served under another name. */
const SUBDOMAIN_HOSTS: Readonly<Record<string, string>> = { 'ipfs.io': 'dweb.link', 'gateway.ipfs.io': 'dweb.link' }
const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[[\d:a-f.]+\])$/i

const label = (value: string): string | undefined => (value.length <= MAX_LABEL ? value : undefined)

/** A CID as one case-insensitive label: CIDv1 in base32 (a CIDv0 `Qm…` converted), base36 when base32 is too long. */
function cidLabel(root: string): string | undefined {
  try {
    const cid = CID.parse(root).toV1()
    return label(cid.toString(base32)) ?? label(cid.toString(base36))
  } catch {
    return undefined
  }
}

/**
 * An IPNS name as one label (subdomain gateway spec): a DNSLink name with `-` doubled and `.` as `-`; a key (peer id
 * or CID) as a CIDv1 `libp2p-key` in base36.
 */
function ipnsLabel(name: string): string | undefined {
  if (name.includes('.')) return label(name.toLowerCase().replaceAll('-', '--').replaceAll('.', '-'))
  try {
    const digest = /^(Qm|1)/.test(name) ? decodeDigest(base58btc.baseDecode(name)) : CID.parse(name).multihash
    return label(CID.createV1(LIBP2P_KEY, digest).toString(base36))
  } catch {
    // Neither a key nor a dotted name: a single-label DNSLink name, as it is.
    return label(name.toLowerCase())
  }
}

/** The host name a gateway serves subdomains on, or undefined when it cannot have any (an IP address). */
function subdomainHost(hostname: string): string | undefined {
  const name = hostname.toLowerCase()
  if (LOOPBACK.has(name)) return 'localhost'
  if (IP_LITERAL.test(name)) return undefined
  return SUBDOMAIN_HOSTS[name] ?? name
}

/**
 * The same content on the gateway's subdomain form (`/ipfs/<cid>/rest` -> `<cid base32>.ipfs.gw/rest`), keeping
 * protocol, port, query and hash. Undefined when the root is not a CID or name, or the gateway is an IP address.
 */
export function subdomainGatewayUrl(
  gateway: PathGateway,
  current: { search: string; hash: string },
): string | undefined {
  const host = subdomainHost(gateway.hostname)
  const root = gateway.namespace === 'ipfs' ? cidLabel(gateway.root) : ipnsLabel(gateway.root)
  if (host === undefined || root === undefined) return undefined
  const port = gateway.host.slice(gateway.hostname.length)
  const rest = gateway.rest === '' ? '/' : gateway.rest
  return `${gateway.protocol}//${root}.${gateway.namespace}.${host}${port}${rest}${current.search}${current.hash}`
}
