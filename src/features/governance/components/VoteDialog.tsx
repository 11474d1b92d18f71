import { Trans, useLingui } from '@lingui/react/macro'
import { SendButton, WriteDialog } from '@/entities/transaction'
import { addressesFor } from '@/config/addresses'
import { useModalStore } from '@/entities/modal'
import { useCastVote } from '../hooks/useCastVote'
import { formatVotes } from '../model/formatVotes'
import { ActionError } from './ActionError'

export interface VoteDialogProps {
  chainId: number | undefined
  proposalId: number
  /** For (true) or Against (false). */
  support: boolean
  /** The account's prior votes at the proposal's start block (18 decimals). */
  votes: bigint
}

/**
 * The vote modal (spec 2, modal name 'vote'): 'Vote for/against proposal {id}' with the account's votes, then
 * 'Submitting Vote' while the wallet is asked, then 'Transaction Submitted'. A failure returns to this view.
 */
export function VoteDialog(props: VoteDialogProps) {
  const open = useModalStore((state) => state.openModal === 'vote')
  return open ? <OpenVoteDialog {...props} /> : null
}

function OpenVoteDialog({ chainId, proposalId, support, votes }: VoteDialogProps) {
  const { t } = useLingui()
  const write = useCastVote(chainId, addressesFor(chainId)?.governor)
  const count = formatVotes(votes)
  return (
    <WriteDialog
      title={support ? t`Vote for proposal ${proposalId}` : t`Vote against proposal ${proposalId}`}
      chainId={chainId}
      write={write}
      failure="form"
      pendingText={<Trans>Submitting Vote</Trans>}
    >
      <div className="flex flex-col gap-4">
        <p className="text-center text-3xl font-bold" data-testid="vote-count">
          <Trans>{count} Votes</Trans>
        </p>
        <ActionError error={write.error} />
        <SendButton
          size="lg"
          fullWidth
          chainId={chainId}
          disabled={write.unavailable || votes <= 0n}
          onClick={() => void write.castVote(proposalId, support)}
        >
          {support ? <Trans>Vote For</Trans> : <Trans>Vote Against</Trans>}
        </SendButton>
      </div>
    </WriteDialog>
  )
}
