import type { QueryClient } from '@tanstack/react-query'
import type { Config } from 'wagmi'
import { settledWithin } from '@/lib/idle/settledWithin'
import type { SwapQuery } from '@/lib/url'
import { swapEngineReady } from './hooks/useSwapEngine'

/** The longest a swap link with an amount holds its first render for its first block's reads. */
const FIRST_READS_WAIT_MS = 300
/** The longest it holds it for the swap engine. */
const ENGINE_WAIT_MS = 1_000

/**
 * The swap route's loader: the link's first block's reads go out (`firstSwapReads`, a chunk of its own, as the entities
 * it keys on carry the SDKs), and a link with an amount holds its first render for them and the engine (bounded).
 */
export function loadSwapLink(queryClient: QueryClient, config: Config, query: SwapQuery): Promise<void> | undefined {
  const reads = import('./queries/firstSwapReads').then(({ firstSwapReads }) =>
    firstSwapReads(queryClient, config, query),
  )
  // Without them the screen reads the same at its first render.
  reads.catch(() => undefined)
  if (!query.typedValue) return undefined
  return Promise.all([settledWithin(reads, FIRST_READS_WAIT_MS), swapEngineReady(ENGINE_WAIT_MS)]).then(() => undefined)
}
