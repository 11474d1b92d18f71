/** The scheme of a URI as the URL standard reads it (letter, then letters, digits, '+', '-', '.'), lowercased. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i

/** The URL when `text` parses as an absolute URL, else undefined. */
function parseAbsolute(text: string): URL | undefined {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** One URL per gateway for a content path (`ipfs` or `ipns`), skipping any that would escape `/${namespace}/`. */
function throughGateways(namespace: 'ipfs' | 'ipns', path: string, gateways: readonly string[]): string[] {
  if (!path || path.startsWith('/')) return []
  return gateways.flatMap((gateway) => {
    const url = `${gateway.replace(/\/+$/, '')}/${namespace}/${path}`
    return parseAbsolute(url)?.pathname.startsWith(`/${namespace}/`) ? [url] : []
  })
}

/**
 * The HTTP(S) URLs to try for a list or logo URI (spec section 7): https as is; http as https first, then as given;
 * ipfs and ipns through each gateway; anything else none. Never throws.
 */
export function uriToHttp(uri: string, ipfsGateways: readonly string[]): string[] {
  const protocol = SCHEME.exec(uri)?.[1]?.toLowerCase()
  switch (protocol) {
    case 'https':
      return parseAbsolute(uri) ? [uri] : []
    case 'http': {
      const url = parseAbsolute(uri)
      if (!url) return []
      // Loopback (a local devnet's list server) has no TLS: upgrading would only fail first.
      if (LOOPBACK.has(url.hostname)) return [uri]
      const upgraded = `https${uri.slice(4)}`
      return parseAbsolute(upgraded) ? [upgraded, uri] : []
    }
    case 'ipfs':
    case 'ipns':
      return throughGateways(protocol, uri.slice(protocol.length + 1).replace(/^\/\//, ''), ipfsGateways)
    default:
      return []
  }
}
