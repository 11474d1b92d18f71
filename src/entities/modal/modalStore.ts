import { create } from 'zustand'

export type ModalName = 'account' | 'settings' | 'network' | 'claim' | 'balance' | 'delegate' | 'vote' | 'menu'

interface ModalState {
  openModal: ModalName | null
  /** Opens a modal, closing any other (one at a time); toggling the open modal closes it. */
  toggleModal(name: ModalName): void
  closeModal(): void
}

export const useModalStore = create<ModalState>()((set) => ({
  openModal: null,
  toggleModal: (name) => set((state) => ({ openModal: state.openModal === name ? null : name })),
  closeModal: () => set({ openModal: null }),
}))
