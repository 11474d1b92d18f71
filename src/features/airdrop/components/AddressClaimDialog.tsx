import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useAccount } from 'wagmi'
import { appContractsFor } from '@/config/appContracts'
import { Dialog } from '@/components/ui'
import { useUserClaim } from '@/entities/claim'
import { useModalStore } from '@/entities/modal'
import { useRecipient } from '@/entities/name'
import { useReadChainId } from '@/lib/chain/useReadChainId'
import { useClaimAirdrop } from '../hooks/useClaimAirdrop'
import { formatClaimAmount } from '../model/claimAmount'
import { AddressClaimEntry } from './AddressClaimEntry'
import { ClaimProgress } from './ClaimProgress'
import { useConnectModal } from '@/entities/wallet-modal'

/**
 * Address claim (spec 2, opened by /claim): anyone may trigger the claim of any address, whose tokens go to that
 * address. The recipient is an address or a name, resolved 200 ms after typing stops and checked as every typed
 * address is (checksum, the zero address, the app's contracts, the blocklist); a claim still pending for it reads
 * Claiming. Closing resets it (the address typed is kept, unless the claim went through).
 */
export function AddressClaimDialog() {
  const { t } = useLingui()
  const open = useModalStore((state) => state.openModal === 'addressClaim')
  const closeModal = useModalStore((state) => state.closeModal)
  const { isConnected } = useAccount()
  const { openConnectModal } = useConnectModal()
  const chainId = useReadChainId()
  const [typed, setTyped] = useState('')
  const lookup = useRecipient(typed, chainId, appContractsFor(chainId))
  const recipient = lookup.address ?? undefined
  const { claim, distributor, status } = useUserClaim(recipient, chainId)
  const { state, submit, reset, error } = useClaimAirdrop({ chainId, recipient, claim, distributor })
  const amount = claim ? formatClaimAmount(claim.amount) : undefined
  const onOpenChange = (next: boolean): void => {
    if (next) return
    closeModal()
    if (state.step === 'claimed') setTyped('')
    reset()
  }
  const connect = (): void => {
    // The wallet's own modal cannot take focus while this one is open.
    closeModal()
    openConnectModal?.()
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Claim UCASH for an address</Trans>}
      closeLabel={t`Close`}
      keepOpenOnOutsideClick={state.step !== 'idle'}
    >
      {state.step === 'idle' ? (
        <AddressClaimEntry
          typed={typed}
          onTyped={setTyped}
          lookup={lookup}
          status={status}
          amount={amount}
          error={error}
          connected={isConnected}
          onClaim={() => void submit()}
          onConnect={connect}
        />
      ) : (
        <ClaimProgress state={state} amount={amount ?? '…'} chainId={chainId} recipient={recipient} />
      )}
    </Dialog>
  )
}
