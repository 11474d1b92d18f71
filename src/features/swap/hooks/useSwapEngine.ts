import { startTransition, useEffect, useState } from 'react'
import { settledWithin } from '@/lib/idle/settledWithin'

/**
 * The swap's engine: the trade code (the Uniswap SDKs) and what acts on a trade (buttons, approval, confirmation,
 * send, details). It loads beside the form, which works while it comes.
 */
export type SwapEngine = typeof import('../SwapEngine')

let engine: SwapEngine | undefined
const loadEngine = (): Promise<SwapEngine> => import('../SwapEngine').then((module) => (engine = module))
// Asked for as the route's chunk is evaluated: its chunks are on their way already (preloaded with the entry), and it
// is evaluated while the app waits for its catalog and first block. A failure is the screen's to report.
loadEngine().catch(() => undefined)

/**
 * Resolves once the engine is there, or after `limitMs` (a failed load resolves too: the screen reports it). A swap
 * link with an amount waits for it before its first render (the route's loader), so that render has the quote.
 */
export function swapEngineReady(limitMs: number): Promise<void> {
  return engine ? Promise.resolve() : settledWithin(loadEngine(), limitMs)
}

/** The engine once it is there; an engine that fails to load is thrown to the route's error boundary. */
export function useSwapEngine(): SwapEngine | undefined {
  const [loaded, setLoaded] = useState(engine)
  const [failure, setFailure] = useState<{ error: unknown }>()
  useEffect(() => {
    // A transition: React renders what the engine adds in slices instead of one long task.
    if (!loaded)
      loadEngine().then(
        (module) => startTransition(() => setLoaded(() => module)),
        (error: unknown) => setFailure({ error }),
      )
  }, [loaded])
  if (failure) throw failure.error
  return loaded
}
