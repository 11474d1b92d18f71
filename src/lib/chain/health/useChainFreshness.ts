import { useEffect, useState } from 'react'
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
export function currentFreshness(chainId: number | undefined, store: ChainHealthStore = chainHealthStore, now: number = Date.now()): Freshness {
  if (chainId === undefined) return { kind: 'connecting' }
  return freshness(store.getState().chains[chainId], chainTiming(chainId), now, resumedAt)
}

/** How often a time-based fault (a frozen head, polls unanswered for long enough) is looked for. */
const CHECK_MS = 250

/**
 * The freshness of a chain's data, re-evaluated when its health changes and four times a second (a frozen head
 * changes nothing in the store); the component re-renders only when what it would say changes.
 */
export function useChainFreshness(chainId: number | undefined): Freshness {
  const [value, setValue] = useState<Freshness>(() => currentFreshness(chainId))
  useEffect(() => {
    const check = (): void => {
      const next = currentFreshness(chainId)
      setValue((previous) => (sameFreshness(previous, next) ? previous : next))
    }
    check()
    const timer = setInterval(check, CHECK_MS)
    const unsubscribe = chainHealthStore.subscribe(check)
    return () => {
      clearInterval(timer)
      unsubscribe()
    }
  }, [chainId])
  return value
}
