import type { TokenList } from '@uniswap/token-lists'
import { useShallow } from 'zustand/react/shallow'
import { type ListsState, useListsStore } from '../listsStore'
import { bundledList } from '../model/bundledLists'

/**
 * The active lists in order, each as last fetched or else as bundled. Stable while no list changes.
 */
export function useActiveLists(): TokenList[] {
  return useListsStore(useShallow(activeLists))
}

/** The active lists of the lists' state, in order, each as last fetched or as bundled (`useActiveLists`). */
export function activeLists(state: Pick<ListsState, 'activeListUrls' | 'byUrl'>): TokenList[] {
  return state.activeListUrls.flatMap((url) => {
    const list = state.byUrl[url]?.current ?? bundledList(url)
    return list ? [list] : []
  })
}

/** Lists the user has but has switched off, as last fetched: searched for "expanded results". */
export function useInactiveLists(): { url: string; list: TokenList }[] {
  return useListsStore(
    useShallow((state) =>
      Object.entries(state.byUrl).flatMap(([url, entry]) => {
        const list = entry.current ?? bundledList(url)
        return !state.activeListUrls.includes(url) && list ? [{ url, list }] : []
      }),
    ),
  )
}
