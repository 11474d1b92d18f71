import { useEffect, useRef } from 'react'
import { LIST_REFRESH_MS, tokenListConfig } from '@/config/tokenLists'
import { usePopupStore } from '@/entities/popup'
import { listFetchOptions, loadTokenList, useListsStore } from '@/entities/token-list'
import { useReadChainId } from '@/lib/chain/useReadChainId'
import { offerKey, planListUpdates } from '../model/planListUpdates'

/** Fetches every list not already loading; failures are stored by URL and retried on the next round. */
function refreshAll(chainId: number | undefined): void {
  const { byUrl } = useListsStore.getState()
  for (const [url, state] of Object.entries(byUrl)) {
    if (!state.loadingRequestId) loadTokenList(url, listFetchOptions(chainId)).catch((error: unknown) => console.debug(`List ${url} failed`, error))
  }
}

/**
 * Keeps the token lists fresh, mounted once: default lists reconciled at start, every list fetched at start, every
 * 10 minutes and when the browser comes back online. Pending updates follow spec 4: a major bump, or a minor/patch
 * bump that covers the token changes, is accepted with an informing popup; any other is logged and offered to the
 * user in a popup (Accept or dismiss).
 */
export function ListsUpdater() {
  const chainId = useReadChainId()
  const chainRef = useRef(chainId)
  useEffect(() => {
    chainRef.current = chainId
  }, [chainId])

  useEffect(() => {
    useListsStore.getState().reconcileDefaults(tokenListConfig)
    refreshAll(chainRef.current)
    const refresh = () => refreshAll(chainRef.current)
    const timer = setInterval(refresh, LIST_REFRESH_MS)
    window.addEventListener('online', refresh)
    return () => {
      clearInterval(timer)
      window.removeEventListener('online', refresh)
    }
  }, [])

  const byUrl = useListsStore((state) => state.byUrl)
  const offered = useRef(new Set<string>())
  useEffect(() => {
    for (const { url, oldVersion, newVersion, action } of planListUpdates(byUrl, offered.current)) {
      const content = { listUpdate: { listUrl: url, oldVersion, newVersion, auto: action === 'accept' } }
      if (action === 'accept') {
        useListsStore.getState().acceptListUpdate(url)
        usePopupStore.getState().addPopup(content, { key: `list-update-${url}` })
      } else {
        offered.current.add(offerKey(url, newVersion))
        console.error(`List at url ${url} could not automatically update because the version bump was only PATCH/MINOR while the update had breaking changes and should have been MAJOR`)
        usePopupStore.getState().addPopup(content, { key: `list-update-${url}`, removeAfterMs: null })
      }
    }
  }, [byUrl])
  return null
}
