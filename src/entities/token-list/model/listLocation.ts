import { uriToHttp } from '@/lib/url/uriToHttp'

/** Labels of ASCII letters and digits with inner dashes, ending in .eth, then an optional path without whitespace. */
const ENS_ADDRESS = /^((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+eth)(\/\S*)?$/i
/** Any gateway will do to tell whether an ipfs/ipns location can be fetched at all. */
const PROBE_GATEWAYS = ['https://ipfs.invalid'] as const

/** `name.eth` or `sub.name.eth/path` as the name (lowercased, as ENS resolves it) and the path, else undefined. */
export function parseEnsAddress(input: string): { ensName: string; ensPath?: string } | undefined {
  const match = ENS_ADDRESS.exec(input)
  if (!match?.[1]) return undefined
  return match[2] ? { ensName: match[1].toLowerCase(), ensPath: match[2] } : { ensName: match[1].toLowerCase() }
}

/** A list location the app can load (spec section 5): https, http, ipfs or ipns, or a name ending .eth. */
export function isValidListLocation(input: string): boolean {
  const location = input.trim()
  if (!location) return false
  return uriToHttp(location, PROBE_GATEWAYS).length > 0 || parseEnsAddress(location) !== undefined
}
