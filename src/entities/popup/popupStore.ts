import type { Hash } from 'viem'
import { create } from 'zustand'

export const DEFAULT_POPUP_MS = 15_000

export type PopupContent =
  | { txn: { hash: Hash; chainId: number; success: boolean; summary?: string } }
  | { listUpdate: { listUrl: string; oldVersion: string; newVersion: string; auto: boolean } }

export interface Popup {
  key: string
  show: boolean
  content: PopupContent
  removeAfterMs: number | null
}

interface PopupState {
  popups: Popup[]
  /** Adds a popup; an existing key is replaced. With removeAfterMs (default 15 s) it hides itself; null stays. */
  addPopup(content: PopupContent, options?: { key?: string; removeAfterMs?: number | null }): string
  removePopup(key: string): void
}

let counter = 0
const timers = new Map<string, ReturnType<typeof setTimeout>>()

export const usePopupStore = create<PopupState>()((set, get) => ({
  popups: [],
  addPopup: (content, options = {}) => {
    const key = options.key ?? `popup-${++counter}`
    const removeAfterMs = options.removeAfterMs === undefined ? DEFAULT_POPUP_MS : options.removeAfterMs
    clearTimeout(timers.get(key))
    set((state) => ({ popups: [...state.popups.filter((p) => p.key !== key), { key, show: true, content, removeAfterMs }] }))
    if (removeAfterMs !== null) timers.set(key, setTimeout(() => get().removePopup(key), removeAfterMs))
    return key
  },
  removePopup: (key) => {
    clearTimeout(timers.get(key))
    timers.delete(key)
    set((state) => ({ popups: state.popups.map((p) => (p.key === key ? { ...p, show: false } : p)) }))
  },
}))
