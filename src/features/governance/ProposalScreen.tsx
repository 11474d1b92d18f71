import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useAccount } from 'wagmi'
import { useModalStore } from '@/entities/modal'
import { useReadChainId } from '@/lib/chain/useReadChainId'
import { BallotPanel } from './components/BallotPanel'
import { DelegateDialog } from './components/DelegateDialog'
import { ProposalBody } from './components/ProposalBody'
import { StatusBadge } from './components/StatusBadge'
import { VoteDialog } from './components/VoteDialog'
import { VoteTotals } from './components/VoteTotals'
import { VotingTime } from './components/VotingTime'
import { useBallot } from './hooks/useBallot'
import { useProposals } from './hooks/useProposals'
import { ballotView } from './model/ballotView'

/**
 * /vote/{id} (spec 2): back to all proposals, status and title, when voting ends, the account's ballot (vote buttons,
 * the reason it has no votes, or its own vote), the For and Against totals, the actions, the description and the
 * proposer. A proposal that does not exist says so.
 */
export function ProposalScreen({ id }: { id: number }) {
  const { t } = useLingui()
  const { address: account } = useAccount()
  const chainId = useReadChainId()
  const { snapshot, proposals, status, retry } = useProposals(chainId, account)
  const proposal = proposals?.find((p) => p.id === id)
  const ballot = useBallot(chainId, account, proposal)
  const showModal = useModalStore((state) => state.showModal)
  const [support, setSupport] = useState(true)
  const view = proposal
    ? ballotView({ status: proposal.status, account, voter: snapshot?.voter, ballot: ballot.data })
    : { kind: 'none' as const }
  const vote = (side: boolean): void => {
    setSupport(side)
    showModal('vote')
  }
  return (
    <main className="mx-auto mt-8 flex w-full max-w-[640px] flex-col gap-4 px-4">
      <Link to="/vote" className="self-start text-sm font-semibold text-brand-dark hover:underline dark:text-sky-300">
        <span aria-hidden className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        <Trans>All Proposals</Trans>
      </Link>
      {proposal ? (
        <>
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm text-slate-500">{t`Proposal ${id}`}</span>
            <StatusBadge status={proposal.status} />
          </div>
          <h2 className="break-words text-2xl font-semibold" dir="auto">
            {proposal.title ?? (proposal.event === 'loading' ? <Trans>Loading</Trans> : <Trans>Untitled</Trans>)}
          </h2>
          <VotingTime chainId={chainId} endBlock={proposal.endBlock} currentBlock={snapshot?.blockNumber} />
          <BallotPanel view={view} startBlock={proposal.startBlock} onVote={vote} />
          <VoteTotals forVotes={proposal.forVotes} againstVotes={proposal.againstVotes} />
          <ProposalBody chainId={chainId} proposal={proposal} />
          {/* Stays mounted once the vote is mined (the receipt replaces the buttons), so 'Transaction Submitted' stays until closed. */}
          <VoteDialog
            chainId={chainId}
            proposalId={id}
            support={support}
            votes={view.kind === 'can-vote' || view.kind === 'voted' ? view.votes : 0n}
          />
        </>
      ) : status === 'error' ? (
        <div role="alert" className="flex flex-col items-center gap-3 p-6 text-center">
          <Trans>The proposal could not be loaded from the network.</Trans>
          <button type="button" className="font-semibold text-brand-dark underline" onClick={retry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : status === 'ready' ? (
        <p role="status" className="py-8 text-center">
          <Trans>Proposal {id} does not exist.</Trans>
        </p>
      ) : (
        <p role="status" className="py-8 text-center text-slate-500">
          <Trans>Loading</Trans>
        </p>
      )}
      <DelegateDialog chainId={chainId} currentDelegate={snapshot?.voter?.delegate} />
    </main>
  )
}
