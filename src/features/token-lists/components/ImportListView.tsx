import { Trans, useLingui } from '@lingui/react/macro'
import type { TokenList } from '@uniswap/token-lists'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { sanitizeDisplayText } from '@/entities/token'
import { tokenListQueryOptions, useListFetchOptions, useListsStore } from '@/entities/token-list'
import { toUserMessage } from '@/lib/errors'
import { ImportConfirmation } from './ImportConfirmation'
import { ListImportError } from './ListImportError'
import { ListLogo } from './ListLogo'

interface ImportListViewProps {
  url: string
  list: TokenList
  chainId: number
  onDone(): void
}

/**
 * The list import warning, then the import: added, fetched and switched on; a failed import removes it and says why
 * (spec 4).
 */
export function ImportListView({ url, list, chainId, onDone }: ImportListViewProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const fetchOptions = useListFetchOptions(chainId)
  const [importing, setImporting] = useState(false)
  // The failure itself: worded when shown, so it follows a change of language.
  const [error, setError] = useState<{ failure: unknown } | null>(null)
  const name = sanitizeDisplayText(list.name, 30)
  const count = list.tokens.length
  const location = sanitizeDisplayText(url, 200)

  const importList = async () => {
    const store = useListsStore.getState()
    const existed = Boolean(store.byUrl[url])
    setImporting(true)
    setError(null)
    store.addList(url)
    try {
      // The list's own query (shared with the refresh, so never fetched twice at once), fetched now whatever it holds.
      await queryClient.fetchQuery({ ...tokenListQueryOptions(url, fetchOptions), staleTime: 0 })
      useListsStore.getState().enableList(url)
      onDone()
    } catch (failure) {
      if (!existed) useListsStore.getState().removeList(url)
      setError({ failure })
      setImporting(false)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3 rounded-2xl bg-slate-100 p-4 dark:bg-slate-800">
        <ListLogo logoURI={list.logoURI} name={name} chainId={chainId} size={40} />
        <div className="min-w-0">
          <div className="truncate font-semibold">{name}</div>
          <div className="text-sm text-slate-500">
            <Trans>{count} tokens</Trans>
          </div>
          <div className="break-all text-xs text-slate-500">{location}</div>
        </div>
      </div>
      <ImportConfirmation
        title={<Trans>Import at your own risk</Trans>}
        buttonLabel={t`Import list`}
        busy={importing}
        onImport={() => void importList()}
        error={error ? <ListImportError detail={toUserMessage(error.failure)} /> : null}
      >
        <p>
          <Trans>
            By adding this list you are implicitly trusting that the data is correct. Anyone can create a list,
            including creating fake versions of existing lists and lists that claim to represent projects that do not
            have one.
          </Trans>
        </p>
        <p>
          <Trans>If you purchase a token from this list, you may not be able to sell it back.</Trans>
        </p>
      </ImportConfirmation>
    </div>
  )
}
