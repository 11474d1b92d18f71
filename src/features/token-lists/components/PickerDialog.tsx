import { Trans, useLingui } from '@lingui/react/macro'
import type { TokenList } from '@uniswap/token-lists'
import { type ReactNode, useState } from 'react'
import { useAccount } from 'wagmi'
import { Button, Dialog } from '@/components/ui'
import { useSettingsStore } from '@/entities/settings'
import { type TokenInfo, type TokenPickerRequest, useTokenPickerStore } from '@/entities/token'
import { ImportListView } from './ImportListView'
import { ImportTokenView } from './ImportTokenView'
import { type ManageTab, ManageView } from './ManageView'
import { SearchView } from './SearchView'

type View =
  | { name: 'search' }
  | { name: 'manage'; tab: ManageTab }
  | { name: 'importToken'; tokens: TokenInfo[]; listName?: string; back: 'search' | 'manage' }
  | { name: 'importList'; url: string; list: TokenList }

/** The open modal for one request: its views, their navigation, and what a choice or an import does. */
export function PickerDialog({ request }: { request: TokenPickerRequest }) {
  const { t } = useLingui()
  const { address } = useAccount()
  const { complete, close } = useTokenPickerStore.getState()
  const addToken = useSettingsStore((state) => state.addToken)
  const [view, setView] = useState<View>(
    request.mode === 'import' ? { name: 'importToken', tokens: request.tokens, back: 'search' } : { name: 'search' },
  )
  const back = (target: View) => (request.mode === 'import' ? close() : setView(target))

  const importTokens = (tokens: TokenInfo[], backTo: 'search' | 'manage') => {
    // Importing remembers the acknowledgement: the token is the user's now, per chain, stored in this browser.
    for (const token of tokens)
      addToken({
        chainId: token.chainId,
        address: token.address,
        decimals: token.decimals,
        symbol: token.symbol,
        name: token.name,
      })
    if (request.mode === 'import') request.onImport(tokens)
    else if (backTo === 'manage') return setView({ name: 'manage', tab: 'tokens' })
    else if (tokens[0]) request.onSelect(tokens[0])
    complete()
  }

  let body: ReactNode = null
  let backTo: View | undefined
  if (view.name === 'search' && request.mode === 'select') {
    body = (
      <SearchView
        chainId={request.chainId}
        selected={request.selected}
        account={address}
        onPick={(currency) => {
          request.onSelect(currency)
          complete()
        }}
        onImport={(tokens, listName) =>
          setView({ name: 'importToken', tokens, back: 'search', ...(listName ? { listName } : {}) })
        }
        onManage={() => setView({ name: 'manage', tab: 'lists' })}
      />
    )
  } else if (view.name === 'manage') {
    backTo = { name: 'search' }
    body = (
      <ManageView
        chainId={request.chainId}
        initialTab={view.tab}
        onImportList={(url, list) => setView({ name: 'importList', url, list })}
        onImportTokens={(tokens) => setView({ name: 'importToken', tokens, back: 'manage' })}
      />
    )
  } else if (view.name === 'importToken') {
    backTo = view.back === 'search' ? { name: 'search' } : { name: 'manage', tab: 'tokens' }
    body = (
      <ImportTokenView
        tokens={view.tokens}
        onImport={() => importTokens(view.tokens, view.back)}
        {...(view.listName ? { listName: view.listName } : {})}
      />
    )
  } else if (view.name === 'importList') {
    backTo = { name: 'manage', tab: 'lists' }
    body = (
      <ImportListView
        url={view.url}
        list={view.list}
        chainId={request.chainId}
        onDone={() => setView({ name: 'manage', tab: 'lists' })}
      />
    )
  }
  const titles: Record<View['name'], string> = {
    search: t`Select a token`,
    manage: t`Manage`,
    importToken: t`Import token`,
    importList: t`Import list`,
  }
  const importing = view.name === 'importToken' || view.name === 'importList'
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) close()
      }}
      title={titles[view.name]}
      closeLabel={t`Close`}
      // Focus starts in the search field (however the picker was opened: click, Enter or Space), not on the close button.
      onOpenAutoFocus={(event) => {
        const field =
          event.currentTarget instanceof HTMLElement
            ? event.currentTarget.querySelector<HTMLElement>('[role="combobox"]')
            : null
        if (!field) return
        event.preventDefault()
        field.focus()
      }}
      // Spec 9: the token modal is at most 80vh high (the search list scrolls inside it); import views at least 40vh.
      panelClassName={`flex flex-col ${importing ? 'min-h-[40vh] max-h-[80vh] overflow-y-auto' : 'h-[80vh]'}`}
    >
      <div className="flex min-h-0 flex-1 flex-col gap-3">
        {backTo ? (
          <Button variant="link" className="self-start" onClick={() => back(backTo)}>
            <span aria-hidden className="inline-block rtl:-scale-x-100">
              ←
            </span>
            <Trans>Back</Trans>
          </Button>
        ) : null}
        {body}
      </div>
    </Dialog>
  )
}
