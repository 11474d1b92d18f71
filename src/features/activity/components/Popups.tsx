import { Trans, useLingui } from '@lingui/react/macro'
import { useShallow } from 'zustand/react/shallow'
import { networkInfo } from '@/config/chains'
import { type Popup, usePopupStore } from '@/entities/popup'
import { explorerLink } from '@/lib/format'
import { ListUpdatePopup } from './ListUpdatePopup'

function PopupBody({ popup, onClose }: { popup: Popup; onClose(): void }) {
  if ('txn' in popup.content) {
    const { hash, chainId, success, summary } = popup.content.txn
    const explorer = networkInfo(chainId)?.explorer
    return (
      <div className="flex gap-3">
        <span aria-hidden className={success ? 'text-emerald-600' : 'text-red-600'}>{success ? '✓' : '✕'}</span>
        <div className="min-w-0">
          <p className="font-medium">{success ? <Trans>Transaction confirmed</Trans> : <Trans>Transaction failed</Trans>}</p>
          <p className="truncate text-sm">{summary ?? `${hash.slice(0, 10)}...`}</p>
          {explorer ? (
            <a className="text-sm text-brand" href={explorerLink(explorer, 'transaction', hash)} target="_blank" rel="noopener noreferrer">
              <Trans>View on explorer</Trans>
            </a>
          ) : null}
        </div>
      </div>
    )
  }
  const { listUrl, newVersion, auto } = popup.content.listUpdate
  return <ListUpdatePopup listUrl={listUrl} newVersion={newVersion} auto={auto} onClose={onClose} />
}

/** Popups in the top-right corner, announced to screen readers. */
export function Popups() {
  const { t } = useLingui()
  const popups = usePopupStore(useShallow((state) => state.popups.filter((p) => p.show)))
  const removePopup = usePopupStore((state) => state.removePopup)
  return (
    <div className="fixed right-4 top-20 z-50 flex w-80 flex-col gap-2" role="status" aria-live="polite">
      {popups.map((popup) => (
        <div key={popup.key} className="relative rounded-2xl bg-white p-4 pr-8 shadow-lg dark:bg-slate-800" data-testid="popup">
          <PopupBody popup={popup} onClose={() => removePopup(popup.key)} />
          <button type="button" className="absolute right-2 top-2 px-1" aria-label={t`Dismiss`} onClick={() => removePopup(popup.key)}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
