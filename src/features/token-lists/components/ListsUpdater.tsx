import { useEffect, useRef } from 'react'
import { tokenListConfig } from '@/config/tokenLists'
import { usePopupStore } from '@/entities/popup'
import { useListsStore } from '@/entities/token-list'
import { useRefreshLists } from '../hooks/useRefreshLists'
import { offerKey, planListUpdates } from '../model/planListUpdates'

/**
 * Keeps the token lists fresh, mounted once (the token-list queries). Pending updates follow spec 4: one that covers
 * its token changes is accepted with an informing popup; any other is logged and offered in a popup.
 */
export function ListsUpdater() {
  useEffect(() => {
    useListsStore.getState().reconcileDefaults(tokenListConfig)
  }, [])
  useRefreshLists()

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
        console.error(
          `List at url ${url} could not automatically update because the version bump was only PATCH/MINOR while the update had breaking changes and should have been MAJOR`,
        )
        usePopupStore.getState().addPopup(content, { key: `list-update-${url}`, removeAfterMs: null })
      }
    }
  }, [byUrl])
  return null
}
