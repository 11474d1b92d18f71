import type { TokenList } from '@uniswap/token-lists'
import type { Hex } from 'viem'
import { AppError } from '@/lib/errors'
import { uriToHttp } from '@/lib/url/uriToHttp'
import { parseEnsAddress } from './model/listLocation'
import { TokenListValidationError, validateTokenList } from './model/tokenListSchema'

export interface FetchTokenListOptions {
  /** The content hash an ENS name's resolver holds (spec 7: lists by `.eth` name). */
  resolveContenthash(ensName: string): Promise<Hex>
  ipfsGateways: readonly string[]
  fetch?: typeof fetch
  /** Per attempt; default 30 s. */
  timeoutMs?: number
}

/** A hosted list larger than this is refused before parsing (a 10,000-token list is about 2.5 MB). */
export const MAX_LIST_BYTES = 20 * 1024 * 1024

/** Where a list location points: its HTTP(S) URLs in the order to try them. */
async function locate(listUrl: string, options: FetchTokenListOptions): Promise<string[]> {
  const ens = parseEnsAddress(listUrl)
  if (!ens) return uriToHttp(listUrl, options.ipfsGateways)
  let contenthash: Hex
  try {
    contenthash = await options.resolveContenthash(ens.ensName)
  } catch (cause) {
    throw new AppError('ENS_RESOLVE_FAILED', { params: { name: ens.ensName }, cause })
  }
  let uri: string
  try {
    // Content-hash decoding (multiformats) loads only when a list is given by name.
    const { contenthashToUri } = await import('./model/contenthash')
    uri = contenthashToUri(contenthash)
  } catch (cause) {
    throw new AppError('CONTENTHASH_TRANSLATE_FAILED', { params: { hash: contenthash }, cause })
  }
  return uriToHttp(`${uri}${ens.ensPath ?? ''}`, options.ipfsGateways)
}

/** The body as JSON, or a validation error: a list that is not JSON fails like any other invalid list. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text.length > MAX_LIST_BYTES) throw TokenListValidationError.tooLarge()
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw TokenListValidationError.notJson()
  }
}

/**
 * Fetches and validates a token list (spec 7): https as is, http upgraded to https first, ipfs/ipns through the
 * gateways in order, `.eth` names through their content hash. Each URL is tried in turn until one gives a valid
 * list; errors carry the spec's codes (section 8). Nothing of the response is used before it passes the schema.
 */
export async function fetchTokenList(listUrl: string, options: FetchTokenListOptions): Promise<TokenList> {
  const urls = await locate(listUrl.trim(), options)
  if (urls.length === 0) throw new AppError('LIST_PROTOCOL_UNRECOGNIZED')
  const doFetch = options.fetch ?? fetch
  let downloadError: unknown
  let validationError: TokenListValidationError | undefined
  for (const url of urls) {
    try {
      const response = await doFetch(url, { credentials: 'omit', referrerPolicy: 'no-referrer', signal: AbortSignal.timeout(options.timeoutMs ?? 30_000) })
      if (!response.ok) throw new AppError('HTTP_NOT_OK', { params: { status: String(response.status), statusText: response.statusText } })
      return validateTokenList(await readJson(response))
    } catch (error) {
      if (error instanceof TokenListValidationError) validationError = error
      else downloadError = error
    }
  }
  // A list that arrived but is invalid says more than a gateway that could not be reached.
  if (validationError) throw validationError
  throw new AppError('LIST_DOWNLOAD_FAILED', { params: { url: listUrl }, cause: downloadError })
}
