import { Trans } from '@lingui/react/macro'
import { Suspense, lazy } from 'react'
import type { ProposalDescriptionProps } from './ProposalDescription'

// The markdown renderer is its own chunk, loaded when a proposal is shown (never on the swap route).
const ProposalDescription = lazy(() =>
  import('./ProposalDescription').then((module) => ({ default: module.ProposalDescription })),
)

/** A proposal's description rendered as markdown, its renderer loaded on demand (a short status line until then). */
export function LazyProposalDescription(props: ProposalDescriptionProps) {
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-slate-500">
          <Trans>Loading description…</Trans>
        </p>
      }
    >
      <ProposalDescription {...props} />
    </Suspense>
  )
}
