import { Trans, useLingui } from '@lingui/react/macro'
import { networkInfo } from '@/config/chains'
import { Button } from '@/components/ui'
import { type TransactionRecord, transactionOutcome, useTransactionStore } from '@/entities/transaction'
import { explorerLink } from '@/lib/format'
import { storedText } from '@/lib/i18n'
import { OutcomeText, outcomeIcon } from './OutcomeText'

/**
 * A recent transaction: its summary linked to the explorer (the replacement's hash once its nonce was taken), its
 * outcome in words and icon, and 'Clear' while pending.
 */
export function TransactionRow({ tx }: { tx: TransactionRecord }) {
  const { t, i18n } = useLingui()
  const outcome = transactionOutcome(tx)
  const explorer = networkInfo(tx.chainId)?.explorer
  const label = storedText(tx.summary, tx.summaryMessage, i18n) ?? `${tx.hash.slice(0, 10)}...`
  const linked = tx.replacedBy?.hash ?? tx.hash
  const removeTransaction = useTransactionStore((state) => state.removeTransaction)
  const { icon, className } = outcomeIcon[outcome]
  return (
    <li className="flex items-center justify-between gap-2 py-1 text-sm" data-status={outcome}>
      {explorer ? (
        <a
          href={explorerLink(explorer, 'transaction', linked)}
          target="_blank"
          rel="noopener noreferrer"
          className="min-w-0 truncate text-brand-dark dark:text-sky-300"
        >
          {label} ↗
        </a>
      ) : (
        <span className="min-w-0 truncate">{label}</span>
      )}
      <span className="flex shrink-0 items-center gap-2">
        <span className="text-xs text-slate-600 dark:text-slate-300">
          <OutcomeText outcome={outcome} />
        </span>
        <span aria-hidden className={className}>
          {icon}
        </span>
        {outcome === 'pending' || outcome === 'dropped' ? (
          <Button variant="link" aria-label={t`Clear ${label}`} onClick={() => removeTransaction(tx.chainId, tx.hash)}>
            <Trans>Clear</Trans>
          </Button>
        ) : null}
      </span>
    </li>
  )
}
