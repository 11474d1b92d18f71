import { create } from 'zustand'

/** The app's modals that are opened from elsewhere; add a name here when a new one needs it. */
export type ModalName =
  | 'account'
  | 'settings'
  | 'network'
  | 'claim'
  | 'addressClaim'
  | 'balance'
  | 'delegate'
  | 'vote'
  | 'menu'
  | 'tokenPicker'
  | 'stake'
  | 'unstake'
  | 'claimRewards'
  | 'confirmSwap'
  | 'confirmAdd'
  | 'confirmRemove'
  | 'unsupportedAssets'

export interface ModalState {
  /** The one open modal, or null. */
  openModal: ModalName | null
  /** Opens a modal, closing any other (one at a time); toggling the open modal closes it. */
  toggleModal(name: ModalName): void
  /** Opens a modal (closing any other), or keeps it open if it already is. */
  showModal(name: ModalName): void
  closeModal(): void
}

/** Which modal is open (spec section 4). Not persisted. */
export const useModalStore = create<ModalState>()((set) => ({
  openModal: null,
  toggleModal: (name) => set((state) => ({ openModal: state.openModal === name ? null : name })),
  showModal: (name) => set({ openModal: name }),
  closeModal: () => set({ openModal: null }),
}))
