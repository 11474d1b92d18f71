import '../zodConfig'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { wagmiConfig } from '@/lib/chain/wagmiConfig'
import { settledWithin } from '@/lib/idle/settledWithin'
import { App } from './App'
import { nextTask } from './boot/boot'
import { prefetchFirstReads } from './prefetchFirstReads'
import { queryClient } from './queryClient'
import { createAppRouter, landingSwapLink } from './router'

/**
 * The longest a swap link with an amount holds its first render for the first block's reads (asked for at the start).
 */
const FIRST_READS_WAIT_MS = 300

/**
 * Renders the app into `root`, replacing the static first screen. The router loads the landing route before the first
 * render (a transition, `useUiLocale`), so React renders it in slices instead of re-rendering the tree when it arrives.
 * A swap link with an amount also waits, bounded, for the first block's reads and the swap engine, so its first render
 * has the quote.
 */
export async function start(root: HTMLElement): Promise<void> {
  // Sent first, so the lists, the first block and a swap link's reads are on their way while the router is made.
  const firstReads = prefetchFirstReads(queryClient, wagmiConfig, () => link)
  const router = createAppRouter()
  const link = landingSwapLink(router)
  await nextTask()
  const mount = (): void =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    )
  const readsIn = (): Promise<void> | undefined =>
    link?.typedValue ? settledWithin(firstReads, FIRST_READS_WAIT_MS) : undefined
  // A route that fails to load renders its error screen: mount either way.
  await router.load().then(readsIn).then(mount, mount)
}
