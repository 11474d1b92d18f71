import { useRef, useSyncExternalStore } from 'react'
import { chainTiming } from '@/config/chains'
import { type ChainHealthStore, chainHealthStore } from './chainHealthStore'
import { type Freshness, freshness, sameFreshness } from './freshness'

/** When the tab last became visible: polls pause while it is hidden, so the time before does not count. */
let resumedAt = 0
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') resumedAt = Date.now()
  })
}

/** A chain's freshness now, from the health store (what a write checks at the moment it is sent). */
export function currentFreshness(
  chainId: number | undefined,
  store: ChainHealthStore = chainHealthStore,
  now: number = Date.now(),
): Freshness {
  if (chainId === undefined) return { kind: 'connecting' }
  return freshness(store.getState().chains[chainId], chainTiming(chainId), now, resumedAt)
}

/** How often a time-based fault (a frozen head, polls unanswered for long enough) is looked for. */
const CHECK_MS = 250

/** Calls `onChange` on every health change and four times a second (a frozen head changes nothing in the store). */
function subscribeFreshness(onChange: () => void): () => void {
  const timer = setInterval(onChange, CHECK_MS)
  const unsubscribe = chainHealthStore.subscribe(onChange)
  return () => {
    clearInterval(timer)
    unsubscribe()
  }
}

/**
 * A chain's freshness, re-checked on health changes and four times a second. An external store whose snapshot keeps
 * its identity while the freshness is the same, so the component re-renders only when what it says changes.
 */
export function useChainFreshness(chainId: number | undefined): Freshness {
  const shown = useRef<{ chainId: number | undefined; freshness: Freshness }>(undefined)
  const snapshot = (): Freshness => {
    const next = currentFreshness(chainId)
    const last = shown.current
    if (last && last.chainId === chainId && sameFreshness(last.freshness, next)) return last.freshness
    shown.current = { chainId, freshness: next }
    return next
  }
  return useSyncExternalStore(subscribeFreshness, snapshot)
}
