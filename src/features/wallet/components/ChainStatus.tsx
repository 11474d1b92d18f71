import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { networkInfo } from '@/config/chains'
import { type Freshness, faultText, isCurrent, useChainFreshness } from '@/lib/chain/health'
import { useReadChainId } from '@/lib/chain/useReadChainId'

const STATUS_ID = 'chain-status'

function StatusText({ freshness, chainId }: { freshness: Freshness; chainId: number }) {
  const { i18n } = useLingui()
  switch (freshness.kind) {
    case 'unreachable': {
      const reason = i18n._(faultText(freshness.fault))
      const block = freshness.lastBlock?.toString() ?? '—'
      return (
        <Trans>
          Can't reach the network ({reason}). The values shown are from block {block} and may be out of date; retrying.
        </Trans>
      )
    }
    case 'wrongChain': {
      const nodeChainId = freshness.nodeChainId
      const name = networkInfo(chainId)?.label ?? String(chainId)
      return (
        <Trans>
          The network's node answers for chain {nodeChainId}, not {name}. The values shown are out of date and sending
          is paused.
        </Trans>
      )
    }
    case 'stale': {
      const block = freshness.lastBlock?.toString() ?? '—'
      return <Trans>No new block since block {block}. The values shown may be out of date.</Trans>
    }
    case 'degraded': {
      const block = freshness.lastBlock?.toString() ?? '—'
      return <Trans>Some data could not be read at block {block}. The values shown may be out of date.</Trans>
    }
    default:
      return null
  }
}

/**
 * A status line under the header when the chain's data is not current (nodes unreachable, frozen head, failing reads,
 * wrong chain); nothing while it is.
 */
export function ChainStatus() {
  const chainId = useReadChainId()
  const freshness = useChainFreshness(chainId)
  if (chainId === undefined || isCurrent(freshness)) return null
  return (
    <p
      id={STATUS_ID}
      role="status"
      data-testid="chain-status"
      data-kind={freshness.kind}
      className="mx-auto mt-2 max-w-lg rounded-xl bg-amber-100 px-4 py-2 text-center text-sm text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
    >
      <StatusText freshness={freshness} chainId={chainId} />
    </p>
  )
}

/** The page's values, dimmed and described by the status line while they are not current. */
export function StaleMark({ children }: { children: ReactNode }) {
  const freshness = useChainFreshness(useReadChainId())
  const stale = !isCurrent(freshness)
  return (
    <div
      data-stale={stale ? 'true' : undefined}
      aria-describedby={stale ? STATUS_ID : undefined}
      className={stale ? 'opacity-60 transition-opacity' : undefined}
    >
      {children}
    </div>
  )
}
