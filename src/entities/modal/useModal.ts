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
 * A dialog whose "is it open" flag lives in the modal store (one at a time, spec section 4) while its own state (the
 * trade, the attempt, the hash) stays with its owner. `onClosed` runs each time the modal stops being the open one,
 * however that happens: the close button, Escape, or another modal opening in its place; so a replaced dialog is
 * dismissed exactly as if the user had closed it. When the owner unmounts (the screen is left) an open modal of this
 * name is closed, without `onClosed`: the state it would clean up is gone with the owner.
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
