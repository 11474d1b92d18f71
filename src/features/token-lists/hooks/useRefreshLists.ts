import { useQueries } from '@tanstack/react-query'
import { useShallow } from 'zustand/react/shallow'
import { tokenListQueryOptions, useListFetchOptions, useListsStore } from '@/entities/token-list'
import { useReadChainId } from '@/lib/chain/useReadChainId'

/**
 * Keeps every list the user has (on or off) fresh through its token-list query: fetched at start, every 10 minutes,
 * and when the browser comes back online. Answers land in the lists store; a list that is removed stops refreshing
 * (its fetch, if one is running, is dropped).
 */
export function useRefreshLists(): void {
  const options = useListFetchOptions(useReadChainId())
  const urls = useListsStore(useShallow((state) => Object.keys(state.byUrl)))
  useQueries({ queries: urls.map((url) => tokenListQueryOptions(url, options)) })
}
