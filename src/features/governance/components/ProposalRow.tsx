import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ProposalView } from '../model/proposalView'
import { StatusBadge } from './StatusBadge'

/** One row of /vote (spec 2): id, title and status badge, linking to the proposal. */
export function ProposalRow({ proposal }: { proposal: ProposalView }) {
  return (
    <li>
      <Link
        to="/vote/$id"
        params={{ id: String(proposal.id) }}
        className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm hover:bg-slate-50 focus-visible:outline-2 dark:bg-slate-800 dark:hover:bg-slate-700"
        data-testid="proposal-row"
      >
        <span className="w-8 shrink-0 font-semibold text-slate-500">{proposal.id}</span>
        <span className="min-w-0 flex-1 truncate font-medium" dir="auto">
          {proposal.title ?? (proposal.event === 'loading' ? <Trans>Loading</Trans> : <Trans>Untitled</Trans>)}
        </span>
        <StatusBadge status={proposal.status} />
      </Link>
    </li>
  )
}
