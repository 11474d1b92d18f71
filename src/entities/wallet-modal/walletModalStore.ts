import { create } from 'zustand'

/** RainbowKit's modals the app opens: the wallet picker (the network selector is the app's own dialog). */
export type WalletModalName = 'connect'

export interface WalletModalState {
  /** The modal asked for and not yet shown; cleared once RainbowKit opened it. */
  requested: WalletModalName | null
  /** Whether the wallet picker's code has been asked for (it is loaded once, then kept). */
  wanted: boolean
  request(name: WalletModalName): void
  /** The picker's code starts loading (hover, focus) without opening anything. */
  preload(): void
  shown(): void
}

/**
 * RainbowKit's UI loads only when a wallet modal is first asked for, so the swap page carries none of it; wagmi
 * reconnects a known wallet on its own.
 */
export const useWalletModalStore = create<WalletModalState>()((set) => ({
  requested: null,
  wanted: false,
  request: (name) => set({ requested: name, wanted: true }),
  preload: () => set({ wanted: true }),
  shown: () => set({ requested: null }),
}))
