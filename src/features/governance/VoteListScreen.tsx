import { Trans, useLingui } from '@lingui/react/macro'
import { useAccount } from 'wagmi'
import { Button } from '@/components/ui'
import { PROPOSAL_THRESHOLD_PERCENT } from '@/config/governance'
import { useReadChainId } from '@/lib/chain/useReadChainId'
import { DelegateDialog } from './components/DelegateDialog'
import { GovernanceBanner } from './components/GovernanceBanner'
import { ProposalRow } from './components/ProposalRow'
import { VoterSummary } from './components/VoterSummary'
import { useProposals } from './hooks/useProposals'

/**
 * /vote (spec 2): the banner, the account's votes and delegate, every proposal newest first, and the 1% footnote.
 * A failed read says so and offers a retry: it never reads as 'No proposals found.'.
 */
export function VoteListScreen() {
  const { t } = useLingui()
  const { address: account } = useAccount()
  const chainId = useReadChainId()
  const { snapshot, proposals, status, logsFailed, retry } = useProposals(chainId, account)
  const threshold = PROPOSAL_THRESHOLD_PERCENT
  return (
    <main className="mx-auto mt-8 flex w-full max-w-[640px] flex-col gap-4 px-4">
      <GovernanceBanner />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">
          <Trans>Participating Proposals</Trans>
        </h2>
        <VoterSummary account={account} voter={snapshot?.voter} />
      </div>
      {status === 'unsupported' ? (
        <p role="status" className="py-8 text-center text-slate-500">
          <Trans>Governance is not available on this network.</Trans>
        </p>
      ) : status === 'error' ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-2xl border border-red-300 p-6 text-center"
        >
          <p>
            <Trans>The proposals could not be loaded from the network.</Trans>
          </p>
          <Button size="sm" variant="secondary" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : status === 'loading' || !proposals ? (
        <p role="status" className="py-8 text-center text-slate-500">
          <Trans>Loading</Trans>
        </p>
      ) : proposals.length === 0 ? (
        <div role="status" className="flex flex-col items-center gap-1 py-8 text-center">
          <p className="font-semibold">
            <Trans>No proposals found.</Trans>
          </p>
          <p className="text-sm text-slate-500">
            <Trans>Proposals submitted by community members will appear here.</Trans>
          </p>
        </div>
      ) : (
        <>
          {logsFailed ? (
            <div
              role="alert"
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200"
            >
              <Trans>Proposal texts could not be read from the network; only their on-chain numbers are shown.</Trans>
              <Button size="sm" variant="secondary" onClick={retry}>
                <Trans>Try again</Trans>
              </Button>
            </div>
          ) : null}
          <ul className="flex flex-col gap-2" aria-label={t`Proposals`}>
            {proposals.map((proposal) => (
              <ProposalRow key={proposal.id} proposal={proposal} />
            ))}
          </ul>
        </>
      )}
      <p className="text-center text-xs text-slate-500">
        <Trans>A minimum threshold of {threshold}% of the total UCASH supply is required to submit proposals.</Trans>
      </p>
      <DelegateDialog chainId={chainId} currentDelegate={snapshot?.voter?.delegate} />
    </main>
  )
}
