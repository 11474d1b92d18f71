import { Trans } from '@lingui/react/macro'
import { type Address, isAddressEqual } from 'viem'
import { Button } from '@/components/ui'
import { useModalStore } from '@/entities/modal'
import { shortenAddress } from '@/lib/format'
import { formatVotes } from '../model/formatVotes'
import type { Voter } from '../queries/readGovernance'

/**
 * The account's voting standing on /vote (spec 2): 'Unlock Voting' while it holds tokens without a delegate; once
 * delegated, the votes delegated to it and 'Delegated to:' Self or the delegate, with '(edit)'.
 */
export function VoterSummary({ account, voter }: { account: Address | undefined; voter: Voter | undefined }) {
  const showModal = useModalStore((state) => state.showModal)
  if (!account || !voter) return null
  if (!voter.delegate) {
    return voter.balance > 0n ? (
      <Button size="sm" onClick={() => showModal('delegate')}>
        <Trans>Unlock Voting</Trans>
      </Button>
    ) : null
  }
  const votes = formatVotes(voter.currentVotes)
  const self = isAddressEqual(voter.delegate, account)
  return (
    <div className="flex flex-col items-end gap-1 text-sm" data-testid="voter-summary">
      <span className="font-semibold" data-testid="current-votes">
        <Trans>{votes} Votes</Trans>
      </span>
      <span>
        <Trans>Delegated to:</Trans>{' '}
        <span data-testid="delegated-to" title={voter.delegate}>
          {self ? <Trans>Self</Trans> : shortenAddress(voter.delegate)}
        </span>{' '}
        <Button variant="link" size="sm" className="inline px-0" onClick={() => showModal('delegate')}>
          <Trans>(edit)</Trans>
        </Button>
      </span>
    </div>
  )
}
