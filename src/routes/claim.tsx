import { createFileRoute, redirect } from '@tanstack/react-router'
import { useModalStore } from '@/entities/modal'

/** /claim opens the address-claim dialog (through the modal store: one dialog at a time) over the swap screen. */
export const Route = createFileRoute('/claim')({
  beforeLoad: ({ preload }) => {
    if (!preload) useModalStore.getState().showModal('addressClaim')
    throw redirect({ to: '/', replace: true })
  },
})
