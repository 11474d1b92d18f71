import { Trans } from '@lingui/react/macro'
import type { Address, Hash } from 'viem'
import { Spinner } from '@/components/ui'
import { networkInfo } from '@/config/chains'
import { explorerLink, shortenAddress } from '@/lib/format'
import { useConfetti } from '../hooks/useConfetti'
import type { WriteView } from '@/entities/transaction'

interface ClaimProgressProps {
  /** The wallet is asked, the transaction is pending, or it is mined. */
  view: Exclude<WriteView, 'form' | 'failed'>
  hash: Hash | undefined
  /** The amount being claimed, formatted. */
  amount: string
  chainId: number | undefined
  /** An address claim names who receives the tokens. */
  recipient?: Address
}

function TransactionLink({ chainId, hash }: { chainId: number | undefined; hash: Hash }) {
  const explorer = networkInfo(chainId)?.explorer
  if (!explorer) {
    return (
      <code className="break-all text-xs text-slate-500" data-testid="transaction-hash">
        {hash}
      </code>
    )
  }
  return (
    <a
      href={explorerLink(explorer, 'transaction', hash)}
      target="_blank"
      rel="noopener noreferrer"
      className="text-brand hover:underline"
    >
      <Trans>View on block explorer</Trans>
    </a>
  )
}

/**
 * The claim's progress view (spec 2): 'Claiming' while the wallet is asked and the transaction is pending, then
 * 'Claimed' with confetti, and the transaction's link once there is a hash. Announced to screen readers.
 */
export function ClaimProgress({ view, hash, amount, chainId, recipient }: ClaimProgressProps) {
  const claimed = view === 'confirmed'
  useConfetti(claimed)
  const recipientText = recipient ? shortenAddress(recipient) : undefined
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
      {claimed ? (
        <span aria-hidden className="text-4xl text-emerald-600 dark:text-emerald-400">
          ✓
        </span>
      ) : (
        <Spinner size="lg" />
      )}
      <p className="text-xl font-semibold">{claimed ? <Trans>Claimed</Trans> : <Trans>Claiming</Trans>}</p>
      <p className="text-3xl font-bold" data-testid="claim-progress-amount">
        <Trans>{amount} UCASH</Trans>
      </p>
      {recipientText ? (
        <p className="text-sm">
          <Trans>for {recipientText}</Trans>
        </p>
      ) : null}
      {view === 'awaiting' || !hash ? (
        <p className="text-sm text-slate-500">
          <Trans>Confirm this transaction in your wallet</Trans>
        </p>
      ) : (
        <TransactionLink chainId={chainId} hash={hash} />
      )}
    </div>
  )
}
