import { Trans, useLingui } from '@lingui/react/macro'
import type { TokenList } from '@uniswap/token-lists'
import { useState } from 'react'
import { sanitizeDisplayText } from '@/entities/token'
import { listFetchOptions, loadTokenList, useListsStore } from '@/entities/token-list'
import { toUserMessage } from '@/lib/errors'
import { ListLogo } from './ListLogo'

interface ImportListViewProps {
  url: string
  list: TokenList
  chainId: number
  onDone(): void
}

/**
 * The list import warning, then the import: the list is added, fetched through the lists' lifecycle and switched
 * on. A failed import removes it again and shows why (spec 4).
 */
export function ImportListView({ url, list, chainId, onDone }: ImportListViewProps) {
  const { t } = useLingui()
  const [understood, setUnderstood] = useState(false)
  const [importing, setImporting] = useState(false)
  const [error, setError] = useState<string | null>(null)
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
      await loadTokenList(url, listFetchOptions(chainId))
      useListsStore.getState().enableList(url)
      onDone()
    } catch (failure) {
      if (!existed) useListsStore.getState().removeList(url)
      setError(toUserMessage(failure))
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
      <div className="rounded-2xl border border-red-300 p-4 text-sm text-red-800 dark:border-red-800 dark:text-red-200" role="note">
        <p className="font-semibold">
          <Trans>Import at your own risk</Trans>
        </p>
        <p className="mt-1">
          <Trans>
            By adding this list you are implicitly trusting that the data is correct. Anyone can create a list, including creating fake versions of existing lists
            and lists that claim to represent projects that do not have one.
          </Trans>
        </p>
        <p className="mt-1">
          <Trans>If you purchase a token from this list, you may not be able to sell it back.</Trans>
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
        <Trans>I understand</Trans>
      </label>
      {error ? (
        <div role="alert" className="text-sm text-red-700 dark:text-red-300">
          <p className="font-medium">
            <Trans>Error importing list</Trans>
          </p>
          <p className="break-words">{error}</p>
        </div>
      ) : null}
      <button
        type="button"
        disabled={!understood || importing}
        onClick={() => void importList()}
        aria-label={t`Import list`}
        className="rounded-2xl bg-brand py-3 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-40"
      >
        {importing ? <Trans>Loading...</Trans> : <Trans>Import</Trans>}
      </button>
    </div>
  )
}
