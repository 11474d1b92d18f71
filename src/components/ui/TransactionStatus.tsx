import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Hash } from 'viem'
import { networkInfo } from '@/config/chains'
import { explorerLink } from '@/lib/format'
import { Button } from './Button'
import { ErrorText } from './ErrorText'
import { Spinner } from './Spinner'

type TransactionStatusProps =
  | { status: 'pending'; pendingText: ReactNode }
  | { status: 'submitted'; hash: Hash; chainId: number | undefined; onClose(): void }
  | { status: 'error'; message: string; onDismiss(): void }

/**
 * A transaction after 'Confirm' (spec 2): waiting for the wallet, submitted with the explorer link, or the error with
 * Dismiss. Announced to screen readers.
 */
export function TransactionStatus(props: TransactionStatusProps) {
  if (props.status === 'pending') {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
        <Spinner size="lg" />
        <p className="text-lg font-semibold">
          <Trans>Waiting For Confirmation</Trans>
        </p>
        <p data-testid="pending-text">{props.pendingText}</p>
        <p className="text-sm text-slate-500">
          <Trans>Confirm this transaction in your wallet</Trans>
        </p>
      </div>
    )
  }
  if (props.status === 'submitted') {
    const explorer = networkInfo(props.chainId)?.explorer
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
        <span aria-hidden className="text-4xl text-brand">
          ↑
        </span>
        <p className="text-lg font-semibold">
          <Trans>Transaction Submitted</Trans>
        </p>
        {explorer ? (
          <a
            href={explorerLink(explorer, 'transaction', props.hash)}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand hover:underline"
          >
            <Trans>View on block explorer</Trans>
          </a>
        ) : (
          <code className="break-all text-xs text-slate-500" data-testid="transaction-hash">
            {props.hash}
          </code>
        )}
        <Button fullWidth onClick={props.onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    )
  }
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
      <span aria-hidden className="text-4xl text-red-600">
        ⚠
      </span>
      <ErrorText className="break-words" data-testid="transaction-error">
        {props.message}
      </ErrorText>
      <Button fullWidth onClick={props.onDismiss}>
        <Trans>Dismiss</Trans>
      </Button>
    </div>
  )
}
