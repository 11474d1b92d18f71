import { Trans } from '@lingui/react/macro'
import { useAccount } from 'wagmi'
import { ErrorText } from '@/components/ui'
import { SendButton, WriteDialog } from '@/entities/transaction'
import { useUserClaim } from '@/entities/claim'
import { useModalStore } from '@/entities/modal'
import { useSupportedChainId } from '@/lib/chain/useSupportedChainId'
import { toUserMessage } from '@/lib/errors'
import { useClaimAirdrop } from '../hooks/useClaimAirdrop'
import { formatClaimAmount } from '../model/claimAmount'
import { ClaimBreakdown } from './ClaimBreakdown'
import { ClaimProgress } from './ClaimProgress'

/**
 * Self claim (spec 2): the claimable amount and its breakdown, Claim, then 'Claiming' and 'Claimed' once the receipt
 * arrives. Closing resets it; a claim still pending reads Claiming when it opens again (or after a reload).
 */
export function ClaimDialog() {
  const open = useModalStore((state) => state.openModal === 'claim')
  const closeModal = useModalStore((state) => state.closeModal)
  const { address } = useAccount()
  const chainId = useSupportedChainId()
  const { claim, distributor, available } = useUserClaim(address, chainId)
  const { write, submit, reset, error } = useClaimAirdrop({ chainId, recipient: address, claim, distributor })
  const amount = claim ? formatClaimAmount(claim.amount) : '…'
  const close = (): void => {
    closeModal()
    reset()
  }
  return (
    <WriteDialog
      open={open}
      onClose={close}
      title={<Trans>Claim UCASH</Trans>}
      chainId={chainId}
      write={write}
      failure="form"
      progress={(view) => <ClaimProgress view={view} hash={write.hash} amount={amount} chainId={chainId} />}
    >
      <div className="flex flex-col gap-4">
        <p className="text-3xl font-bold" data-testid="claim-amount">
          <Trans>{amount} UCASH</Trans>
        </p>
        {claim ? <ClaimBreakdown claim={claim} /> : null}
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>As a member of the UCASH community you may claim UCASH to be used for voting and governance.</Trans>
        </p>
        {error ? (
          <ErrorText role="alert" className="text-sm">
            {toUserMessage(error)}
          </ErrorText>
        ) : null}
        <SendButton size="lg" fullWidth disabled={!available} onClick={() => void submit()}>
          <Trans>Claim UCASH</Trans>
        </SendButton>
      </div>
    </WriteDialog>
  )
}
