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
 * The longest a swap link with an amount holds its first render for its first block's reads (asked for as the app
 * starts): they are usually in ~100 ms after the start, about when the router has loaded the route.
 */
const FIRST_READS_WAIT_MS = 300

/**
 * Renders the app into `root`, replacing the static first screen. The first reads go out first. The router is made
 * in a task of its own; then it resolves the landing route first, so the first render (a transition, `useUiLocale`)
 * has the route's component and React renders it in slices; rendered before, the route's arrival re-rendered the
 * whole tree in one task. A swap link with an amount is there for its quote: its first render also waits (bounded)
 * for the first block's reads and the swap engine (the route's loader), so that render has the quote; it used to
 * render without them, and render the whole screen again when they came.
 */
export async function start(root: HTMLElement): Promise<void> {
  // The lists and the first block are on their way while the router is made and the first render runs; so are the
  // swap engine's reads of that block on a swap link, once the head is in (the router is made by then, in this task).
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
