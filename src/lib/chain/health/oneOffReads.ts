import { useStore } from 'zustand'
import { whenIdle } from '@/lib/idle/whenIdle'
import { type ChainHealthStore, chainHealthStore } from './chainHealthStore'

/**
 * A chain's first block's reads have landed (or a poll interval passed on a page that reads none): its one-off reads
 * (names, static values, the claim's root) may go once the first screen has rendered (`pageShown`) and the page is
 * next idle, so a cold load's first round trip is the block's one multicall. Later calls do nothing.
 */
export function firstReadsLanded(chainId: number, store: ChainHealthStore = chainHealthStore): void {
  if (store.getState().oneOffReads[chainId] !== undefined) return
  store.getState().oneOffReadsAre(chainId, 'due')
  const open = (): void => void whenIdle(() => store.getState().oneOffReadsAre(chainId, 'open'), 1_000, 0)
  if (store.getState().pageShown) return open()
  const stop = store.subscribe((state) => {
    if (!state.pageShown) return
    stop()
    open()
  })
}

/** The app's first screen has rendered (the root layout's first effect). */
export function pageShown(store: ChainHealthStore = chainHealthStore): void {
  store.getState().showPage()
}

/** Resolves once `chainId`'s one-off reads may go (see `firstReadsLanded`). */
export function oneOffReadsOpen(chainId: number, store: ChainHealthStore = chainHealthStore): Promise<void> {
  if (store.getState().oneOffReads[chainId] === 'open') return Promise.resolve()
  return new Promise((resolve) => {
    const stop = store.subscribe((state) => {
      if (state.oneOffReads[chainId] !== 'open') return
      stop()
      resolve()
    })
  })
}

/** Whether `chainId`'s one-off reads may go (see `firstReadsLanded`); true without a chain. */
export function useOneOffReadsOpen(chainId: number | undefined): boolean {
  return useStore(chainHealthStore, (state) => chainId === undefined || state.oneOffReads[chainId] === 'open')
}
