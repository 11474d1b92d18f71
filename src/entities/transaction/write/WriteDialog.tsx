import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Hash } from 'viem'
import { Dialog, TransactionStatus } from '@/components/ui'
import { useModalStore } from '@/entities/modal'
import { toUserMessage } from '@/lib/errors'
import { type FailureMode, type WriteView, writeView } from './writeView'
import type { WriteStatus } from './writeStatus'

interface WriteDialogProps {
  title: ReactNode
  chainId: number | undefined
  /** The write's status and hash, and the failure to show (none for a rejection the flow keeps silent). */
  write: { status: WriteStatus; hash: Hash | undefined; error?: unknown }
  /** Whether a failure before a hash returns to the form or shows a dismissible error. */
  failure: FailureMode
  /** What the wallet is asked to do (the waiting view; unused with `progress`). */
  pendingText?: ReactNode
  /** What was sent, above the submitted view's hash. */
  submittedText?: ReactNode
  /** In place of the waiting, submitted and confirmed views: a flow's own progress (the airdrop's Claiming). */
  progress?: (view: Exclude<WriteView, 'form' | 'failed'>) => ReactNode
  /** Dismiss on the error view; default: closing. */
  onDismiss?: () => void
  /** Closing (the close button, Escape, Close after the hash); default: the modal store closes the open modal. */
  onClose?: () => void
  /** Default true: dialogs that stay mounted while closed pass whether the modal store has them open. */
  open?: boolean
  /** The form. */
  children: ReactNode
}

/**
 * The one dialog every write renders its state in (spec 2): the form, the wallet's wait, 'Transaction Submitted' with
 * the explorer link (also once mined, unless the flow shows its own progress), or the error with Dismiss. While the
 * wallet is asked, a stray click outside (the second of a double click) does not close it.
 */
export function WriteDialog(props: WriteDialogProps) {
  const { t } = useLingui()
  const closeModal = useModalStore((state) => state.closeModal)
  const { title, chainId, write, failure, pendingText, submittedText, progress, children } = props
  const { hash, error } = write
  const close = props.onClose ?? closeModal
  const view = writeView(write.status, hash !== undefined, error, failure)
  let body: ReactNode = children
  if (view !== 'form' && view !== 'failed' && progress) body = progress(view)
  else if (view === 'awaiting') body = <TransactionStatus status="pending" pendingText={pendingText} />
  else if ((view === 'submitted' || view === 'confirmed') && hash) {
    body = (
      <>
        {submittedText ? (
          <p className="text-center font-medium" data-testid="submitted-text">
            {submittedText}
          </p>
        ) : null}
        <TransactionStatus status="submitted" hash={hash} chainId={chainId} onClose={close} />
      </>
    )
  } else if (view === 'failed')
    body = <TransactionStatus status="error" message={toUserMessage(error)} onDismiss={props.onDismiss ?? close} />
  return (
    <Dialog
      open={props.open ?? true}
      onOpenChange={(open) => (open ? undefined : close())}
      title={title}
      closeLabel={t`Close`}
      keepOpenOnOutsideClick={view === 'awaiting'}
    >
      {body}
    </Dialog>
  )
}
