import { useStore } from 'zustand'
import { whenIdle } from '@/lib/idle/whenIdle'
import { type ChainHealthStore, chainHealthStore } from './chainHealthStore'

/**
 * A chain's first block's reads have landed (or a poll interval passed on a page that reads none): its one-off reads
 * (names, static values, the claim's root) may go once the page is next idle, so a cold load's first round trip is
 * the block's one multicall. Later calls do nothing.
 */
export function firstReadsLanded(chainId: number, store: ChainHealthStore = chainHealthStore): void {
  if (store.getState().oneOffReads[chainId] !== undefined) return
  store.getState().oneOffReadsAre(chainId, 'due')
  whenIdle(() => store.getState().oneOffReadsAre(chainId, 'open'), 1_000, 0)
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
