import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Dialog, TransactionStatus } from '@/components/ui'
import { useModalStore } from '@/entities/modal'
import type { GovernanceView } from '../hooks/useGovernanceWrite'

interface GovernanceDialogFrameProps {
  title: ReactNode
  chainId: number | undefined
  write: { view: GovernanceView; hash: `0x${string}` | undefined }
  /** What the wallet is asked to do (the waiting view): 'Unlocking Votes', 'Submitting Vote'. */
  pendingText: ReactNode
  /** The form. */
  children: ReactNode
}

/**
 * A governance dialog (spec 2 and 4: delegate, vote), opened through the modal store so only one is open at a time:
 * the form, the waiting view with 'Confirm this transaction in your wallet', then 'Transaction Submitted' with the
 * explorer link. A failure brings the form back (the hook decides the view).
 */
export function GovernanceDialogFrame({ title, chainId, write, pendingText, children }: GovernanceDialogFrameProps) {
  const { t } = useLingui()
  const closeModal = useModalStore((state) => state.closeModal)
  let body: ReactNode = children
  if (write.view === 'pending') body = <TransactionStatus status="pending" pendingText={pendingText} />
  else if (write.view === 'submitted' && write.hash)
    body = <TransactionStatus status="submitted" hash={write.hash} chainId={chainId} onClose={closeModal} />
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : closeModal())}
      title={title}
      closeLabel={t`Close`}
      keepOpenOnOutsideClick={write.view === 'pending'}
    >
      {body}
    </Dialog>
  )
}
