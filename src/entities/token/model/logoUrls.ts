import { getAddress, isAddress } from 'viem'
import { uriToHttp } from '@/lib/url/uriToHttp'

export interface LogoUrlOptions {
  /** The app's own origin, e.g. window.location.origin: the only place plain http or a relative path may point. */
  origin: string
  /** IPFS gateway origins, in order; only https ones are used for logos. */
  ipfsGateways: readonly string[]
}

/** Longer logo URIs are refused outright. */
export const MAX_LOGO_URI_LENGTH = 2048
/** The public asset repository's mainnet logos, by checksummed address (spec section 7, 'Token logo'). */
export const ASSET_REPOSITORY_BASE =
  'https://raw.githubusercontent.com/trustwallet/assets/master/blockchains/ethereum/assets'

const SCHEME = /^([a-z][a-z0-9+.-]*):/i
/** Whitespace, controls and format characters (which URL parsers strip or reinterpret), and backslashes. */
const UNSAFE_CHARACTERS = /[\s\p{Cc}\p{Cf}\\]/u

function parseUrl(text: string, base?: string): URL | undefined {
  try {
    return new URL(text, base)
  } catch {
    return undefined
  }
}

/** `url` when it is https, or same-origin when `origin` is given, and carries no credentials. */
function vetted(url: string, origin: string | undefined): string[] {
  const parsed = parseUrl(url)
  if (!parsed || parsed.username || parsed.password) return []
  return parsed.protocol === 'https:' || (origin !== undefined && parsed.origin === origin) ? [url] : []
}

/**
 * The URLs an <img> may load for a logoURI, in order: https, ipfs/ipns through the gateways, same-origin paths.
 * Anything else (other schemes, credentials, controls, over 2048 characters, malformed) gives none. Never throws.
 */
export function safeLogoUrls(uri: string | undefined, options: LogoUrlOptions): string[] {
  if (!uri || uri.length > MAX_LOGO_URI_LENGTH || UNSAFE_CHARACTERS.test(uri)) return []
  const parsedOrigin = parseUrl(options.origin)?.origin
  const origin = parsedOrigin && parsedOrigin !== 'null' ? parsedOrigin : undefined
  const scheme = SCHEME.exec(uri)?.[1]?.toLowerCase()
  switch (scheme) {
    case undefined: {
      if (uri.startsWith('//') || origin === undefined) return []
      const resolved = parseUrl(uri, origin)
      return resolved ? vetted(resolved.href, origin) : []
    }
    case 'https':
    case 'http':
      return vetted(uri, origin)
    case 'ipfs':
    case 'ipns': {
      const gateways = options.ipfsGateways.filter((gateway) => parseUrl(gateway)?.protocol === 'https:')
      return uriToHttp(uri, gateways).flatMap((url) => vetted(url, undefined))
    }
    default:
      return []
  }
}

/** The public asset repository's logo for a mainnet token (by checksummed address); undefined elsewhere. */
export function assetRepositoryLogoUrl(chainId: number, address: string): string | undefined {
  if (chainId !== 1 || !isAddress(address, { strict: false })) return undefined
  return `${ASSET_REPOSITORY_BASE}/${getAddress(address)}/logo.png`
}
