import type { Hash } from 'viem'
import { create } from 'zustand'
import type { StoredMessage } from '@/lib/i18n/storedMessage'

/** Popups close themselves after this delay unless told otherwise (spec section 9). */
export const DEFAULT_POPUP_MS = 15_000

/** How a transaction ended, when it is more than its receipt's success (a speed-up, a cancellation, a drop...). */
export type TransactionPopupOutcome =
  'confirmed' | 'failed' | 'sped-up' | 'cancelled' | 'replaced' | 'dropped' | 'expired' | 'pending'

/**
 * What a popup shows: a transaction popup carries its chain for the explorer link; a list-update popup the versions,
 * the lists themselves looked up by `listUrl`.
 */
export type PopupContent =
  | {
      txn: {
        hash: Hash
        chainId: number
        success: boolean
        summary?: string
        summaryMessage?: StoredMessage
        outcome?: TransactionPopupOutcome
      }
    }
  | { listUpdate: { listUrl: string; oldVersion: string; newVersion: string; auto: boolean } }

export interface Popup {
  key: string
  show: boolean
  content: PopupContent
  /** null: stays until dismissed. */
  removeAfterMs: number | null
}

export interface PopupOptions {
  /** Adding a popup with an existing key replaces it (and restarts its timer). Generated when absent. */
  key?: string
  /** Default 15000 ms; null keeps it until dismissed. */
  removeAfterMs?: number | null
}

export interface AddPopupInput extends PopupOptions {
  content: PopupContent
}

export interface PopupState {
  popups: Popup[]
  /** Shows a popup and returns its key. Takes `{ content, key?, removeAfterMs? }` or `(content, { key?, removeAfterMs? })`. */
  addPopup(input: AddPopupInput): string
  addPopup(content: PopupContent, options?: PopupOptions): string
  /** Hides the popup with that key. */
  removePopup(key: string): void
}

let counter = 0
const timers = new Map<string, ReturnType<typeof setTimeout>>()

const stopTimer = (key: string) => {
  clearTimeout(timers.get(key))
  timers.delete(key)
}

const isAddPopupInput = (value: AddPopupInput | PopupContent): value is AddPopupInput => 'content' in value

/** The popups in the top-right corner (spec section 4). Not persisted. */
export const usePopupStore = create<PopupState>()((set, get) => ({
  popups: [],
  addPopup: (input: AddPopupInput | PopupContent, options: PopupOptions = {}) => {
    const { content, ...rest } = isAddPopupInput(input) ? input : { content: input, ...options }
    const key = rest.key ?? `popup-${++counter}`
    const removeAfterMs = rest.removeAfterMs === undefined ? DEFAULT_POPUP_MS : rest.removeAfterMs
    stopTimer(key)
    set((state) => ({
      popups: [...state.popups.filter((p) => p.key !== key), { key, show: true, content, removeAfterMs }],
    }))
    if (removeAfterMs !== null)
      timers.set(
        key,
        setTimeout(() => get().removePopup(key), removeAfterMs),
      )
    return key
  },
  removePopup: (key) => {
    stopTimer(key)
    set((state) => ({ popups: state.popups.map((p) => (p.key === key ? { ...p, show: false } : p)) }))
  },
}))

/** The popups on screen, oldest first. */
export const selectActivePopups = (state: Pick<PopupState, 'popups'>): Popup[] => state.popups.filter((p) => p.show)
