import { Trans } from '@lingui/react/macro'
import { Fragment } from 'react'
import { formatEther } from 'viem'
import type { DecodedAction } from '../model/decodeProposalAction'
import { ChainAddress } from './ChainAddress'

function RawCall({ action }: { action: Extract<DecodedAction, { kind: 'raw' }> }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs text-slate-500">
        {action.reason === 'empty-signature' ? (
          <Trans>No function signature: the call data is sent as it is.</Trans>
        ) : action.reason === 'unparsable-signature' ? (
          <Trans>The function signature “{action.signature}” cannot be read; the call data is shown as it is.</Trans>
        ) : (
          <Trans>The call data does not match “{action.signature}”; it is shown as it is.</Trans>
        )}
      </span>
      <code
        className="max-h-32 overflow-auto break-all rounded bg-slate-100 p-2 text-xs dark:bg-slate-900"
        data-testid="raw-calldata"
      >
        {action.calldata}
      </code>
    </div>
  )
}

function Call({
  chainId,
  action,
}: {
  chainId: number | undefined
  action: Extract<DecodedAction, { kind: 'decoded' }>
}) {
  return (
    <span className="break-words font-mono text-xs" data-testid="decoded-call">
      {action.functionName}(
      {action.args.map((arg, i) => (
        <Fragment key={i}>
          {i > 0 ? ', ' : null}
          {arg.address ? (
            <ChainAddress chainId={chainId} address={arg.address} />
          ) : (
            <span title={arg.type}>{arg.value}</span>
          )}
        </Fragment>
      ))}
      )
    </span>
  )
}

/** The details list (spec 2): each action numbered, its target, and its call decoded (or its raw call data). */
export function ProposalActions({
  chainId,
  actions,
}: {
  chainId: number | undefined
  actions: readonly DecodedAction[]
}) {
  return (
    <ol className="flex flex-col gap-3" data-testid="proposal-actions">
      {actions.map((action, i) => {
        const value = action.value > 0n ? formatEther(action.value) : undefined
        return (
          <li key={i} className="flex flex-col gap-1 rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-900/40">
            <span className="flex flex-wrap items-center gap-1">
              <span className="font-semibold">{i + 1}:</span>
              <ChainAddress chainId={chainId} address={action.target} />
            </span>
            {action.kind === 'decoded' && action.inferred ? (
              <span className="text-xs text-slate-500">
                <Trans>No function signature: the call data was matched to {action.signature} by its selector.</Trans>
              </span>
            ) : null}
            {action.kind === 'decoded' ? <Call chainId={chainId} action={action} /> : <RawCall action={action} />}
            {value ? (
              <span className="text-xs">
                <Trans>Sends {value} ETH</Trans>
              </span>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}
