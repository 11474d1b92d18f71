import { Trans, useLingui } from '@lingui/react/macro'
import { networkInfo } from '@/config/chains'
import { Button } from '@/components/ui'
import type { Popup, TransactionPopupOutcome } from '@/entities/popup'
import { explorerLink } from '@/lib/format'
import { storedText } from '@/lib/i18n'
import { ListUpdatePopup } from './ListUpdatePopup'
import { outcomeIcon } from './OutcomeText'

/** The popup's headline for each way a transaction can end (or come back to pending after a reorganisation). */
function PopupTitle({ outcome }: { outcome: TransactionPopupOutcome }) {
  switch (outcome) {
    case 'confirmed':
      return <Trans>Transaction confirmed</Trans>
    case 'failed':
      return <Trans>Transaction failed</Trans>
    case 'sped-up':
      return <Trans>Transaction sped up and confirmed</Trans>
    case 'cancelled':
      return <Trans>Transaction cancelled</Trans>
    case 'replaced':
      return <Trans>Transaction replaced by another one</Trans>
    case 'dropped':
      return <Trans>Transaction dropped: it will not be mined</Trans>
    case 'expired':
      return <Trans>Transaction failed: its deadline passed</Trans>
    case 'pending':
      return <Trans>Transaction pending again: its block was reorganised away</Trans>
  }
}

function PopupBody({ popup, onClose }: { popup: Popup; onClose(): void }) {
  const { i18n } = useLingui()
  if ('txn' in popup.content) {
    const { hash, chainId, success } = popup.content.txn
    const summary = storedText(popup.content.txn.summary, popup.content.txn.summaryMessage, i18n)
    const outcome = popup.content.txn.outcome ?? (success ? 'confirmed' : 'failed')
    const explorer = networkInfo(chainId)?.explorer
    const { icon, className } = outcomeIcon[outcome]
    return (
      <div className="flex gap-3">
        <span aria-hidden className={className}>
          {icon}
        </span>
        <div className="min-w-0">
          <p className="font-medium">
            <PopupTitle outcome={outcome} />
          </p>
          <p className="truncate text-sm">{summary ?? `${hash.slice(0, 10)}...`}</p>
          {explorer ? (
            <a
              className="text-sm text-brand-dark dark:text-sky-300"
              href={explorerLink(explorer, 'transaction', hash)}
              target="_blank"
              rel="noopener noreferrer"
            >
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

/** One popup: its body and its Dismiss button (loaded with the first popup: the swap page's first load carries none of it). */
export default function PopupCard({ popup, onClose }: { popup: Popup; onClose(): void }) {
  const { t } = useLingui()
  return (
    <div className="relative rounded-2xl bg-white p-4 pe-8 shadow-lg dark:bg-slate-800" data-testid="popup">
      <PopupBody popup={popup} onClose={onClose} />
      <Button variant="link" className="absolute end-2 top-2 px-1 text-base" aria-label={t`Dismiss`} onClick={onClose}>
        ×
      </Button>
    </div>
  )
}
