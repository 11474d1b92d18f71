import { Trans, useLingui } from '@lingui/react/macro'
import { useIsFetching } from '@tanstack/react-query'
import { useState } from 'react'
import { sanitizeDisplayText } from '@/entities/token'
import {
  type ListState,
  bundledList,
  listTokenMap,
  tokenListQueryKey,
  useListsStore,
  versionLabel,
} from '@/entities/token-list'
import { Button, Card, ErrorText } from '@/components/ui'
import { toUserMessage } from '@/lib/errors'
import { ListLogo } from './ListLogo'
import { RemoveListPrompt } from './RemoveListPrompt'

interface ListRowProps {
  url: string
  state: ListState
  active: boolean
  canRemove: boolean
  chainId: number
}

/** A list in the manage view: name, token count on this chain, version, errors, on/off switch, settings. */
export function ListRow({ url, state, active, canRemove, chainId }: ListRowProps) {
  const { t } = useLingui()
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [removing, setRemoving] = useState(false)
  const { enableList, disableList, removeList, acceptListUpdate } = useListsStore.getState()
  const bundled = bundledList(url)
  const list = state.current ?? bundled
  const name = list ? sanitizeDisplayText(list.name, 30) : sanitizeDisplayText(url, 60)
  const count = list ? listTokenMap(list, chainId).size : 0
  const version = list ? versionLabel(list.version) : undefined
  const update = state.pendingUpdate ? versionLabel(state.pendingUpdate.version) : undefined
  const httpUrl = /^https?:\/\//i.test(url) ? url : undefined

  return (
    <Card as="li" padding={3} className="flex flex-col gap-2" data-testid="list-row">
      <div className="flex items-center gap-3">
        <ListLogo logoURI={list?.logoURI} name={name} chainId={chainId} />
        <div className="min-w-0 flex-1">
          <div className="truncate font-semibold">{name}</div>
          <div className="text-xs text-slate-500">
            {list ? <Trans>{count} tokens</Trans> : <ListLoading url={url} />}
            <Button
              variant="link"
              className="ms-2 text-xs"
              aria-expanded={settingsOpen}
              onClick={() => setSettingsOpen((open) => !open)}
              aria-label={t`List settings for ${name}`}
            >
              <Trans>Settings</Trans>
            </Button>
          </div>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={active}
          aria-label={name}
          onClick={() => (active ? disableList(url) : enableList(url))}
          className={`h-6 w-11 shrink-0 rounded-full p-0.5 transition-colors ${active ? 'bg-brand' : 'bg-slate-300 dark:bg-slate-600'}`}
        >
          <span
            className={`block h-5 w-5 rounded-full bg-white transition-transform ${active ? 'translate-x-5 rtl:-translate-x-5' : ''}`}
          />
        </button>
      </div>
      {state.error ? (
        <ErrorText className="text-xs" data-testid="list-error">
          {toUserMessage(state.error)}{' '}
          {!state.current && bundled ? <Trans>Showing the copy bundled with the app.</Trans> : null}
        </ErrorText>
      ) : null}
      {update && state.current ? (
        <Button variant="link" className="self-start" onClick={() => acceptListUpdate(url)}>
          <Trans>Update list to {update}</Trans>
        </Button>
      ) : null}
      {settingsOpen ? (
        <div className="flex flex-col gap-2 border-t border-slate-200 pt-2 text-sm dark:border-slate-700">
          {version ? <span data-testid="list-version">{version}</span> : null}
          {httpUrl ? (
            <a href={httpUrl} target="_blank" rel="noopener noreferrer" className="text-brand hover:underline">
              <Trans>View list</Trans>
            </a>
          ) : null}
          {canRemove && !removing ? (
            <Button variant="danger" size="sm" className="self-start" onClick={() => setRemoving(true)}>
              <Trans>Remove list</Trans>
            </Button>
          ) : null}
          {removing ? <RemoveListPrompt onRemove={() => removeList(url)} onCancel={() => setRemoving(false)} /> : null}
        </div>
      ) : null}
    </Card>
  )
}

/** 'Loading...' while the list's query fetches it (a list with nothing to show yet). */
function ListLoading({ url }: { url: string }) {
  const fetching = useIsFetching({ queryKey: tokenListQueryKey(url) }) > 0
  return fetching ? <Trans>Loading...</Trans> : null
}
