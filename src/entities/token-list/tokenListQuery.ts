import { queryOptions } from '@tanstack/react-query'
import { LIST_REFRESH_MS } from '@/config/tokenLists'
import type { FetchTokenListOptions } from './fetchTokenList'
import { loadTokenList } from './loadTokenList'

/** The query key of a list: by URL only (a list is the same for every chain; its tokens are filtered per chain). */
export const tokenListQueryKey = (url: string) => ['tokenList', url] as const

/**
 * Keeps a list fresh (spec 7, 9): fetched when first wanted, every 10 minutes while wanted and on coming back online;
 * one query per URL, no retries between rounds. Answers go to the lists store; fetch options are not key parts.
 */
export function tokenListQueryOptions(url: string, options: FetchTokenListOptions) {
  return queryOptions({
    queryKey: tokenListQueryKey(url),
    queryFn: ({ queryKey: [, listUrl], signal }) => loadTokenList(listUrl, options, signal),
    refetchInterval: LIST_REFRESH_MS,
    // An answer is fresh until the next refresh is due: an observer that comes later (the app's, after the start's
    // prefetch) takes it instead of asking again. Back online, the list is asked for whatever its age.
    staleTime: LIST_REFRESH_MS,
    refetchOnReconnect: 'always',
    refetchOnWindowFocus: false,
    retry: false,
    // A list can be megabytes: no deep comparison of one answer with the last (the store ignores an unchanged version).
    structuralSharing: false,
  })
}
