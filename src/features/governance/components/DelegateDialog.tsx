import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { type Address, isAddressEqual, zeroAddress } from 'viem'
import { useAccount } from 'wagmi'
import { addressesFor } from '@/config/addresses'
import { appContractsFor } from '@/config/appContracts'
import { useModalStore } from '@/entities/modal'
import { WriteDialog } from '@/entities/transaction'
import { useRecipient } from '@/entities/name'
import { useDelegate } from '../hooks/useDelegate'
import { DelegateForm } from './DelegateForm'

export interface DelegateDialogProps {
  chainId: number | undefined
  /** The account's delegate now; undefined or the zero address when it has none. */
  currentDelegate: Address | undefined
}

const hasDelegate = (delegate: Address | undefined): boolean =>
  delegate !== undefined && !isAddressEqual(delegate, zeroAddress)

/**
 * The delegate modal (spec 2, modal name 'delegate'): 'Unlock Votes' for an account without a delegate, else 'Update
 * Delegation'. 'Self Delegate', or 'Add Delegate +' for an address or a name; then the waiting view and 'Transaction
 * Submitted'. A failure returns to the form with what was typed kept.
 */
export function DelegateDialog(props: DelegateDialogProps) {
  const open = useModalStore((state) => state.openModal === 'delegate')
  return open ? <OpenDelegateDialog {...props} /> : null
}

function OpenDelegateDialog({ chainId, currentDelegate }: DelegateDialogProps) {
  const { address: account } = useAccount()
  const write = useDelegate(chainId, addressesFor(chainId)?.uni)
  const [adding, setAdding] = useState(false)
  const [typed, setTyped] = useState('')
  const lookup = useRecipient(adding ? typed : null, chainId, appContractsFor(chainId))
  // Whether this is a first delegation, as it was when sent: the delegate read changes once the transaction is mined.
  const [unlockingWhenSent, setUnlockingWhenSent] = useState<boolean>()
  const unlocking = !write.onForm && unlockingWhenSent !== undefined ? unlockingWhenSent : !hasDelegate(currentDelegate)

  const delegate = (delegatee: Address): void => {
    setUnlockingWhenSent(!hasDelegate(currentDelegate))
    void write.delegate(delegatee)
  }
  const toggleAdding = (next: boolean): void => {
    setAdding(next)
    if (!next) setTyped('')
  }
  return (
    <WriteDialog
      title={unlocking ? <Trans>Unlock Votes</Trans> : <Trans>Update Delegation</Trans>}
      chainId={chainId}
      write={write}
      failure="form"
      pendingText={unlocking ? <Trans>Unlocking Votes</Trans> : <Trans>Delegating votes</Trans>}
    >
      <DelegateForm
        chainId={chainId}
        account={account}
        adding={adding}
        onAdding={toggleAdding}
        typed={typed}
        onTyped={setTyped}
        lookup={lookup}
        unavailable={write.unavailable}
        error={write.error}
        onDelegate={delegate}
      />
    </WriteDialog>
  )
}
