import type { TokenList } from '@uniswap/token-lists'
import type { Hex } from 'viem'
import { AppError, isAppError } from '@/lib/errors'
import { fetchText } from '@/lib/url/fetchText'
import { uriToHttp } from '@/lib/url/uriToHttp'
import { parseEnsAddress } from './model/listLocation'
import { TokenListValidationError, validateTokenList } from './model/tokenListSchema'

export interface FetchTokenListOptions {
  /** The content hash an ENS name's resolver holds (spec 7: lists by `.eth` name). */
  resolveContenthash(ensName: string): Promise<Hex>
  ipfsGateways: readonly string[]
  fetch?: typeof fetch
  /** Per URL tried; default LIST_FETCH_TIMEOUT_MS. */
  timeoutMs?: number
}

/** A hosted list larger than this is refused before parsing (a 10,000-token list is about 2.5 MB). */
export const MAX_LIST_BYTES = 20 * 1024 * 1024
/** The time one URL of a list gets for its whole answer; a host that never answers costs this, then the next URL is tried. */
export const LIST_FETCH_TIMEOUT_MS = 15_000

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

/** The text as JSON, or a validation error: a list that is not JSON fails like any other invalid list. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw TokenListValidationError.notJson()
  }
}

/**
 * Fetches and validates a token list (spec 7), trying each URL (https, ipfs/ipns gateways, `.eth` content hash) until
 * one gives a valid list; a URL over its time or size limit fails like an unreachable one. Nothing of a response is
 * used before it passes the schema; aborting `signal` stops at once.
 */
export async function fetchTokenList(
  listUrl: string,
  options: FetchTokenListOptions,
  signal?: AbortSignal,
): Promise<TokenList> {
  const urls = await locate(listUrl.trim(), options)
  if (urls.length === 0) throw new AppError('LIST_PROTOCOL_UNRECOGNIZED')
  const failures: string[] = []
  let downloadError: unknown
  let validationError: TokenListValidationError | undefined
  for (const url of urls) {
    try {
      const text = await fetchText(url, {
        maxBytes: MAX_LIST_BYTES,
        timeoutMs: options.timeoutMs ?? LIST_FETCH_TIMEOUT_MS,
        signal,
        init: { credentials: 'omit', referrerPolicy: 'no-referrer' },
        fetch: options.fetch,
      })
      return validateTokenList(parseJson(text))
    } catch (error) {
      if (signal?.aborted) throw error
      failures.push(
        error instanceof AppError ? (error.details ?? `${url}: ${error.shortMessage}`) : `${url}: ${String(error)}`,
      )
      if (error instanceof TokenListValidationError) validationError = error
      else if (isAppError(error, 'RESPONSE_TOO_LARGE')) validationError = TokenListValidationError.tooLarge()
      else downloadError = error
    }
  }
  // A list that arrived but is invalid says more than a gateway that could not be reached.
  if (validationError) throw validationError
  // Why each URL failed (a timeout, a status, the network) is in the details; the stored error keeps the spec's text.
  throw new AppError('LIST_DOWNLOAD_FAILED', {
    params: { url: listUrl },
    details: failures.join('\n'),
    cause: downloadError,
  })
}
