import { create } from 'zustand'
import { useModalStore } from '@/entities/modal'
import type { Currency, TokenInfo } from './model/types'

/** What the token selection modal was opened for. */
export type TokenPickerRequest =
  | {
      mode: 'select'
      chainId: number
      selected?: Currency
      /** The currency in the other slot: picking it swaps the slots (the caller decides). */
      other?: Currency
      onSelect(currency: Currency): void
    }
  | {
      /** Tokens on no active list, e.g. from a URL: the import warning before they can be used. */
      mode: 'import'
      chainId: number
      tokens: TokenInfo[]
      onImport(tokens: TokenInfo[]): void
      onDismiss(): void
    }

interface TokenPickerState {
  request: TokenPickerRequest | null
  /** Opens the token selection modal (closing any other modal). */
  open(request: TokenPickerRequest): void
  /** Closes it; an unanswered import request counts as dismissed. */
  close(): void
  /** Closes it after the request was answered (a currency picked, tokens imported). */
  complete(): void
}

/**
 * The token picker is mounted once at the root; screens open it through this store with what to do on a choice. The
 * modal store says which modal is open.
 */
export const useTokenPickerStore = create<TokenPickerState>()((set, get) => ({
  request: null,
  open: (request) => {
    set({ request })
    useModalStore.getState().showModal('tokenPicker')
  },
  close: () => {
    const { request } = get()
    set({ request: null })
    if (useModalStore.getState().openModal === 'tokenPicker') useModalStore.getState().closeModal()
    if (request?.mode === 'import') request.onDismiss()
  },
  complete: () => {
    set({ request: null })
    if (useModalStore.getState().openModal === 'tokenPicker') useModalStore.getState().closeModal()
  },
}))

// Another modal taking the picker's place dismisses its request as a close would (an import warning's tokens are dropped).
useModalStore.subscribe((state, previous) => {
  if (
    previous.openModal === 'tokenPicker' &&
    state.openModal !== 'tokenPicker' &&
    useTokenPickerStore.getState().request
  )
    useTokenPickerStore.getState().close()
})
