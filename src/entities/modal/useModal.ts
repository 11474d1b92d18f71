import { useEffect, useEffectEvent } from 'react'
import { type ModalName, useModalStore } from './modalStore'

export interface ModalHandle {
  /** Whether this modal is the one open. */
  open: boolean
  /** Opens it, closing (dismissing) any other. */
  show(): void
  /** Closes it if it is the one open; does nothing when another modal is open. */
  close(): void
}

/**
 * A dialog whose open flag lives in the modal store (one at a time, spec section 4) and whose state stays with its
 * owner. `onClosed` runs however it stops being open (close, Escape, another modal), so a replaced dialog is dismissed
 * as if closed; when the owner unmounts it is closed without `onClosed`, its state gone with the owner.
 */
export function useModal(name: ModalName, onClosed?: () => void): ModalHandle {
  const open = useModalStore((state) => state.openModal === name)
  const closed = useEffectEvent(() => onClosed?.())
  useEffect(() => {
    // A store listener runs at the moment of the change (not during a render), so the cleanup may update any store.
    const unsubscribe = useModalStore.subscribe((state, previous) => {
      if (previous.openModal === name && state.openModal !== name) closed()
    })
    return () => {
      unsubscribe()
      closeIfOpen(name)
    }
  }, [name])
  return { open, show: () => useModalStore.getState().showModal(name), close: () => closeIfOpen(name) }
}

function closeIfOpen(name: ModalName): void {
  const { openModal, closeModal } = useModalStore.getState()
  if (openModal === name) closeModal()
}
