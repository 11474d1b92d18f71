import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { appContractsFor } from '@/config/appContracts'
import { useUserClaim } from '@/entities/claim'
import { useModalStore } from '@/entities/modal'
import { useRecipient } from '@/entities/name'
import { WriteDialog } from '@/entities/transaction'
import { useReadChainId } from '@/lib/chain/useReadChainId'
import { useClaimAirdrop } from '../hooks/useClaimAirdrop'
import { formatClaimAmount } from '../model/claimAmount'
import { AddressClaimEntry } from './AddressClaimEntry'
import { ClaimProgress } from './ClaimProgress'

/**
 * Address claim (spec 2, /claim): anyone may trigger any address's claim, its tokens going to that address, so the
 * recipient typed is checked as every typed address is. Closing keeps the address typed unless the claim went through.
 */
export function AddressClaimDialog() {
  const open = useModalStore((state) => state.openModal === 'addressClaim')
  const closeModal = useModalStore((state) => state.closeModal)
  const chainId = useReadChainId()
  const [typed, setTyped] = useState('')
  const lookup = useRecipient(typed, chainId, appContractsFor(chainId))
  const recipient = lookup.address ?? undefined
  const { claim, distributor, status } = useUserClaim(recipient, chainId)
  const { write, claimed, submit, reset, error } = useClaimAirdrop({ chainId, recipient, claim, distributor })
  const amount = claim ? formatClaimAmount(claim.amount) : undefined
  const close = (): void => {
    closeModal()
    if (claimed) setTyped('')
    reset()
  }
  return (
    <WriteDialog
      open={open}
      onClose={close}
      title={<Trans>Claim UCASH for an address</Trans>}
      chainId={chainId}
      write={write}
      failure="form"
      progress={(view) => (
        <ClaimProgress view={view} hash={write.hash} amount={amount ?? '…'} chainId={chainId} recipient={recipient} />
      )}
    >
      <AddressClaimEntry
        typed={typed}
        onTyped={setTyped}
        lookup={lookup}
        status={status}
        amount={amount}
        error={error}
        onClaim={() => void submit()}
      />
    </WriteDialog>
  )
}
