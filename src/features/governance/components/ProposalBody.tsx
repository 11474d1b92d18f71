import { Trans } from '@lingui/react/macro'
import { networkInfo } from '@/config/chains'
import { explorerLink } from '@/lib/format'
import type { ProposalView } from '../model/proposalView'
import { ChainAddress } from './ChainAddress'
import { LazyProposalDescription } from './LazyProposalDescription'
import { ProposalActions } from './ProposalActions'

/** A proposal's details (spec 2): its actions, its description as markdown, the proposer and the creating transaction. */
export function ProposalBody({ chainId, proposal }: { chainId: number | undefined; proposal: ProposalView }) {
  const explorer = networkInfo(chainId)?.explorer
  const hash = proposal.transactionHash
  return (
    <>
      <section aria-labelledby="proposal-details" className="flex flex-col gap-2">
        <h3 id="proposal-details" className="text-lg font-semibold">
          <Trans>Details</Trans>
        </h3>
        {proposal.event === 'missing' ? (
          <p className="text-sm text-slate-500">
            <Trans>
              This proposal's creation event could not be read, so its actions and description are not shown.
            </Trans>
          </p>
        ) : (
          <ProposalActions chainId={chainId} actions={proposal.actions} />
        )}
      </section>
      <section aria-labelledby="proposal-description" className="flex flex-col gap-2">
        <h3 id="proposal-description" className="text-lg font-semibold">
          <Trans>Description</Trans>
        </h3>
        {proposal.body ? (
          <LazyProposalDescription description={proposal.body} />
        ) : (
          <p>{proposal.event === 'loading' ? <Trans>Loading</Trans> : <Trans>No description.</Trans>}</p>
        )}
      </section>
      <section aria-labelledby="proposal-proposer" className="flex flex-col gap-1 text-sm">
        <h3 id="proposal-proposer" className="text-lg font-semibold">
          <Trans>Proposer</Trans>
        </h3>
        <ChainAddress chainId={chainId} address={proposal.proposer} />
        {hash ? (
          explorer ? (
            <a
              href={explorerLink(explorer, 'transaction', hash)}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-dark hover:underline dark:text-sky-300"
            >
              <Trans>Created in transaction {hash}</Trans>
            </a>
          ) : (
            <span className="break-all text-xs text-slate-500" data-testid="creation-transaction">
              <Trans>Created in transaction {hash}</Trans>
            </span>
          )
        ) : null}
      </section>
    </>
  )
}
