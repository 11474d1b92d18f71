import { useQueries } from '@tanstack/react-query'
import { useShallow } from 'zustand/react/shallow'
import { tokenListQueryOptions, useListFetchOptions, useListsStore } from '@/entities/token-list'
import { useReadChainId } from '@/lib/chain/useReadChainId'

/**
 * Keeps every list the user has (on or off) fresh through its token-list query; a removed list stops refreshing, its
 * running fetch dropped.
 */
export function useRefreshLists(): void {
  const options = useListFetchOptions(useReadChainId())
  const urls = useListsStore(useShallow((state) => Object.keys(state.byUrl)))
  useQueries({ queries: urls.map((url) => tokenListQueryOptions(url, options)) })
}
