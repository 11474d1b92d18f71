import { Trans } from '@lingui/react/macro'
import { Button } from '@/components/ui'
import { useModalStore } from '@/entities/modal'
import { shortenAddress } from '@/lib/format'
import type { BallotView } from '../model/ballotView'
import { formatVotes } from '../model/formatVotes'

function NoVotes({ view, startBlock }: { view: Extract<BallotView, { kind: 'no-votes' }>; startBlock: string }) {
  const showModal = useModalStore((state) => state.showModal)
  const delegate = view.delegate ? shortenAddress(view.delegate) : ''
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-2xl border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
      data-testid="no-votes-warning"
    >
      <p className="font-semibold">
        <Trans>You have no votes for this proposal.</Trans>
      </p>
      <p>
        {view.reason === 'no-delegate' ? (
          <Trans>
            Your tokens have no delegate, so they carry no votes. Only tokens delegated (to yourself or to someone else)
            before the proposal's start block, {startBlock}, count.
          </Trans>
        ) : view.reason === 'delegated-away' ? (
          <Trans>You delegated your votes to {delegate}, who votes with them.</Trans>
        ) : view.reason === 'delegated-after-start' ? (
          <Trans>
            Your votes were delegated after this proposal's start block, {startBlock}: they count for proposals made
            from now on.
          </Trans>
        ) : (
          <Trans>No tokens were delegated to you before this proposal's start block, {startBlock}.</Trans>
        )}
      </p>
      {view.canUnlock ? (
        <Button variant="link" className="self-start px-0" onClick={() => showModal('delegate')}>
          <Trans>Unlock voting</Trans>
        </Button>
      ) : null}
    </div>
  )
}

/**
 * The account's part on a proposal page (spec 2): 'Vote For' and 'Vote Against' while it may vote, the warning that
 * says why it may not, or its own vote from the receipt.
 */
export function BallotPanel({
  view,
  startBlock,
  onVote,
}: {
  view: BallotView
  startBlock: bigint
  onVote(support: boolean): void
}) {
  if (view.kind === 'none') return null
  if (view.kind === 'no-votes') return <NoVotes view={view} startBlock={startBlock.toString()} />
  const votes = formatVotes(view.votes)
  if (view.kind === 'voted') {
    return (
      <p role="status" className="rounded-2xl bg-brand/10 p-4 text-sm font-semibold" data-testid="your-vote">
        {view.support ? (
          <Trans>You voted For with {votes} votes</Trans>
        ) : (
          <Trans>You voted Against with {votes} votes</Trans>
        )}
      </p>
    )
  }
  return (
    <div className="flex gap-3">
      <Button fullWidth onClick={() => onVote(true)}>
        <Trans>Vote For</Trans>
      </Button>
      <Button fullWidth onClick={() => onVote(false)}>
        <Trans>Vote Against</Trans>
      </Button>
    </div>
  )
}
