import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Dialog, TransactionStatus } from '@/components/ui'
import { useModalStore } from '@/entities/modal'
import { toUserMessage } from '@/lib/errors'
import type { usePoolWrite } from '../hooks/usePoolWrite'

interface PoolDialogFrameProps {
  title: ReactNode
  chainId: number | undefined
  write: ReturnType<typeof usePoolWrite>
  /** What the wallet is asked to do (the waiting view). */
  pendingText: ReactNode
  /** What was sent (above the submitted view's hash). */
  submittedText: ReactNode
  /** The form. */
  children: ReactNode
}

/**
 * A reward-pool dialog (spec 2: deposit, withdraw, claim, waiting and submitted views), opened through the modal
 * store so only one dialog is open at a time: the form, the wallet's wait, the hash, or the error with Dismiss.
 */
export function PoolDialogFrame({ title, chainId, write, pendingText, submittedText, children }: PoolDialogFrameProps) {
  const { t } = useLingui()
  const closeModal = useModalStore((state) => state.closeModal)
  let body: ReactNode = children
  if (write.view === 'pending') body = <TransactionStatus status="pending" pendingText={pendingText} />
  else if (write.view === 'submitted' && write.hash) {
    body = (
      <>
        <p className="text-center font-medium" data-testid="submitted-text">
          {submittedText}
        </p>
        <TransactionStatus status="submitted" hash={write.hash} chainId={chainId} onClose={closeModal} />
      </>
    )
  } else if (write.view === 'error' && write.error)
    body = <TransactionStatus status="error" message={toUserMessage(write.error)} onDismiss={write.reset} />
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
