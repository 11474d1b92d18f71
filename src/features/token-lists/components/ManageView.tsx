import { Trans, useLingui } from '@lingui/react/macro'
import type { TokenList } from '@uniswap/token-lists'
import { useId, useState } from 'react'
import type { TokenInfo } from '@/entities/token'
import { ManageLists } from './ManageLists'
import { ManageTokens } from './ManageTokens'

export type ManageTab = 'lists' | 'tokens'

interface ManageViewProps {
  chainId: number
  /** The tab to open on (the one the user came back to after an import). */
  initialTab: ManageTab
  onImportList(url: string, list: TokenList): void
  onImportTokens(tokens: TokenInfo[]): void
}

/** The manage view: two tabs, Lists and Tokens. */
export function ManageView({ chainId, initialTab, onImportList, onImportTokens }: ManageViewProps) {
  const { t } = useLingui()
  const id = useId()
  const [tab, setTab] = useState<ManageTab>(initialTab)
  const tabProps = (name: ManageTab) => ({
    id: `${id}-${name}`,
    role: 'tab' as const,
    type: 'button' as const,
    'aria-selected': tab === name,
    'aria-controls': `${id}-${name}-panel`,
    onClick: () => setTab(name),
    className: `flex-1 rounded-xl py-2 font-medium ${tab === name ? 'bg-white shadow dark:bg-slate-700' : 'text-slate-500'}`,
  })
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto">
      <div role="tablist" aria-label={t`Manage`} className="flex gap-1 rounded-2xl bg-slate-100 p-1 dark:bg-slate-800">
        <button {...tabProps('lists')}>
          <Trans>Lists</Trans>
        </button>
        <button {...tabProps('tokens')}>
          <Trans>Tokens</Trans>
        </button>
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'lists' ? (
          <ManageLists chainId={chainId} onImportList={onImportList} />
        ) : (
          <ManageTokens chainId={chainId} onImport={onImportTokens} />
        )}
      </div>
    </div>
  )
}
