import type { TokenList } from '@uniswap/token-lists'
import { type TokenInfo, type TokenTag, checksummed } from '@/entities/token'
import { AppError } from '@/lib/errors/AppError'

/** address (lower case) -> token, for one chain. */
export type TokenMap = ReadonlyMap<string, TokenInfo>

const cache = new WeakMap<TokenList, Map<number, TokenMap>>()

function toTokenInfo(list: TokenList, entry: TokenList['tokens'][number]): TokenInfo {
  const tags: TokenTag[] = (entry.tags ?? []).flatMap((id) => {
    const tag = list.tags && Object.hasOwn(list.tags, id) ? list.tags[id] : undefined
    return tag ? [{ id, name: tag.name, description: tag.description }] : []
  })
  return {
    kind: 'token',
    chainId: entry.chainId,
    // Lists give checksummed addresses (mixed case): kept, so a 10,000-token list costs no 10,000 hashes.
    address: checksummed(entry.address),
    decimals: entry.decimals,
    symbol: entry.symbol,
    name: entry.name,
    ...(entry.logoURI ? { logoURI: entry.logoURI } : {}),
    ...(tags.length > 0 ? { tags } : {}),
  }
}

/** A list's tokens on one chain, computed once per list object and chain. */
export function listTokenMap(list: TokenList, chainId: number): TokenMap {
  let byChain = cache.get(list)
  if (!byChain) cache.set(list, (byChain = new Map()))
  let map = byChain.get(chainId)
  if (!map) {
    const tokens = new Map<string, TokenInfo>()
    for (const entry of list.tokens) {
      const key = entry.address.toLowerCase()
      if (entry.chainId === chainId && !tokens.has(key)) tokens.set(key, toTokenInfo(list, entry))
    }
    byChain.set(chainId, (map = tokens))
  }
  return map
}

/** A list's tokens, or none when they cannot be read: that list is skipped (logged), the others stay (spec 8). */
function safeListTokenMap(list: TokenList, chainId: number): TokenMap {
  try {
    return listTokenMap(list, chainId)
  } catch (error) {
    console.error(new AppError('LIST_SHOW_FAILED', { cause: error }))
    return new Map()
  }
}

/** Several lists' tokens on one chain; where lists disagree, the earlier list wins. */
export function combineTokenMaps(lists: readonly TokenList[], chainId: number): TokenMap {
  if (lists.length === 1) return safeListTokenMap(lists[0]!, chainId)
  const combined = new Map<string, TokenInfo>()
  for (const list of lists)
    for (const [key, token] of safeListTokenMap(list, chainId)) if (!combined.has(key)) combined.set(key, token)
  return combined
}
