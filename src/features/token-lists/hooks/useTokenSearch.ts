import { useMemo } from 'react'
import { type NativeCurrency, type TokenInfo, nativeCurrency } from '@/entities/token'
import { listTokenMap, useAllTokens, useInactiveLists, useToken, useUserTokens } from '@/entities/token-list'
import { useDebouncedValue } from '@/lib/hooks'
import { matchesQuery, queryAddress, searchIndexOf, searchTokens } from '../model/searchTokens'

/** Below this many results, tokens of the lists that are switched off are searched too. */
const EXPANDED_SEARCH_BELOW = 10
const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean)

export interface TokenSearch {
  /** The query the results are for (the typed text, 200 ms later). */
  query: string
  /** The native coin when it matches the query. */
  native: NativeCurrency | undefined
  /** The native coin of the chain, matching or not (Enter on 'eth'). */
  nativeCurrency: NativeCurrency
  results: TokenInfo[]
  /** Results for a query right now, without the debounce (Enter must not pick from stale results). */
  searchNow(query: string): TokenInfo[]
  /** The user's imported tokens (marked 'Added by user'). */
  imported: ReadonlySet<string>
  /** A pasted address that is on no list: read from its contract, offered for import. */
  addressToken: TokenInfo | undefined
  addressLoading: boolean
  /** Matches on lists that are switched off, with the list they come from. */
  inactive: { token: TokenInfo; listName: string }[]
}

/** The search view's results for a query (spec 5), from the active lists and the user's tokens. */
export function useTokenSearch(chainId: number, typed: string): TokenSearch {
  const all = useAllTokens(chainId)
  const user = useUserTokens(chainId)
  const inactiveLists = useInactiveLists()
  const query = useDebouncedValue(typed, 200)
  const index = searchIndexOf(all)
  const results = useMemo(() => searchTokens(index, query), [index, query])
  const address = queryAddress(query)
  const lookup = useToken(chainId, address && results.length === 0 ? address : undefined)

  const inactive = useMemo(() => {
    if (!query.trim() || results.length >= EXPANDED_SEARCH_BELOW) return []
    const found = new Map<string, { token: TokenInfo; listName: string }>()
    for (const { list } of inactiveLists) {
      for (const token of searchTokens(searchIndexOf(listTokenMap(list, chainId)), query)) {
        const key = token.address.toLowerCase()
        if (!all.has(key) && !found.has(key)) found.set(key, { token, listName: list.name })
      }
    }
    return [...found.values()]
  }, [query, results.length, inactiveLists, chainId, all])

  const native = nativeCurrency(chainId)
  const q = words(query)
  const showNative =
    !address && (q.length === 0 || matchesQuery(words(native.symbol), q) || matchesQuery(words(native.name), q))
  return {
    query,
    native: showNative ? native : undefined,
    nativeCurrency: native,
    results,
    searchNow: (now) => searchTokens(index, now),
    imported: new Set(user.keys()),
    addressToken: lookup.known ? undefined : lookup.token,
    addressLoading: lookup.loading,
    inactive,
  }
}
