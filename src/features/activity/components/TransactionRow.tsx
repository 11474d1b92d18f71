import { Trans } from '@lingui/react/macro'
import { type TransactionRecord, transactionStatus } from '@/entities/transaction'
import { explorerLink } from '@/lib/format'
import { networkInfo } from '@/config/chains'

const icons = { pending: '◌', success: '✓', failed: '✕' } as const

/** A recent transaction: its summary (or hash) linked to the explorer, and a status icon. */
export function TransactionRow({ tx }: { tx: TransactionRecord }) {
  const status = transactionStatus(tx)
  const explorer = networkInfo(tx.chainId)?.explorer
  const label = tx.summary ?? `${tx.hash.slice(0, 10)}...`
  return (
    <li className="flex items-center justify-between gap-2 py-1 text-sm" data-status={status}>
      {explorer ? (
        <a href={explorerLink(explorer, 'transaction', tx.hash)} target="_blank" rel="noopener noreferrer" className="truncate text-brand">
          {label} ↗
        </a>
      ) : (
        <span className="truncate">{label}</span>
      )}
      <span aria-hidden className={status === 'failed' ? 'text-red-600' : status === 'success' ? 'text-emerald-600' : 'animate-spin'}>
        {icons[status]}
      </span>
      <span className="sr-only">
        {status === 'pending' ? <Trans>Pending</Trans> : status === 'success' ? <Trans>Confirmed</Trans> : <Trans>Failed</Trans>}
      </span>
    </li>
  )
}
