import { useModal } from '@/entities/modal'
import { type TransactionRequest, useWrite } from '@/entities/transaction'
import { track } from '@/lib/analytics'

/**
 * From a button to a liquidity transaction through the one write path: the confirm modal unless in expert mode, one
 * send at a time. A failure leaves the form as it was (spec 8); once a hash exists, closing the modal however it
 * closes calls `onDone`, so the form is cleared.
 */
export function useLiquiditySend(
  category: 'Add' | 'Remove',
  expert: boolean,
  build: () => TransactionRequest,
  onDone: () => void,
) {
  const write = useWrite()
  // However the modal closes (close button, Escape, another modal in its place): the cleanup of a dismissal.
  const modal = useModal(category === 'Add' ? 'confirmAdd' : 'confirmRemove', () => {
    if (write.hash) onDone()
    if (!write.busy) write.reset()
  })

  const attempt = async () => {
    let request: TransactionRequest
    try {
      request = build()
    } catch (failure) {
      console.error(`${category} liquidity failed`, failure)
      return
    }
    if (await write.write(request)) track({ type: 'event', category: 'Liquidity', action: category })
  }

  return {
    /** Spec 4: whether the confirm modal is open, and the write its WriteDialog renders. */
    state: { showConfirm: modal.open, status: write.status, hash: write.hash },
    /** The main button: straight to the wallet in expert mode, else the confirm modal. */
    start: () => {
      if (write.busy) return
      write.reset()
      if (expert) void attempt()
      else modal.show()
    },
    confirm: () => void attempt(),
    /** Closes the modal; its cleanup runs as the modal store closes it. */
    dismiss: modal.close,
  }
}

export type LiquiditySend = ReturnType<typeof useLiquiditySend>
