import type { QueryCache } from '@tanstack/react-query'
import { type ChainHealthStore, chainHealthStore } from './chainHealthStore'
import { firstReadsLanded } from './oneOffReads'

/** The query meta that marks a block's read of a chain (set by `blockQueryOptions`). */
export const chainReadMeta = (chainId: number | undefined) => ({ chainRead: chainId })

/**
 * Records in the health store whether each chain's block reads succeed: any failed attempt of a query marked with
 * `chainReadMeta` marks the chain's reads failing, and the next success clears it (the first also lets the one-off
 * reads waiting for the first block go, `oneOffReads.ts`).
 */
export function reportChainReads(cache: QueryCache, store: ChainHealthStore = chainHealthStore): () => void {
  return cache.subscribe((event) => {
    if (event.type !== 'updated') return
    const chainId = event.query.meta?.chainRead
    if (typeof chainId !== 'number') return
    const { type } = event.action
    if (type === 'failed' || type === 'error') store.getState().readsFailed(chainId, Date.now())
    else if (type === 'success') {
      store.getState().readsOk(chainId)
      firstReadsLanded(chainId, store)
    }
  })
}
