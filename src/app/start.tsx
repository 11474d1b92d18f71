import '../zodConfig'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { wagmiConfig } from '@/lib/chain/wagmiConfig'
import { App } from './App'
import { nextTask } from './boot/boot'
import { prefetchFirstReads } from './prefetchFirstReads'
import { queryClient } from './queryClient'
import { createAppRouter } from './router'

/**
 * Renders the app into `root`, replacing the static first screen. The first reads go out first. The router is made
 * in a task of its own; then it resolves the landing route first, so the first render (a transition, `useUiLocale`)
 * has the route's component and React renders it in slices; rendered before, the route's arrival re-rendered the
 * whole tree in one task.
 */
export async function start(root: HTMLElement): Promise<void> {
  // The lists and the first block are on their way while the router is made and the first render runs.
  prefetchFirstReads(queryClient, wagmiConfig)
  const router = createAppRouter()
  await nextTask()
  const mount = (): void =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    )
  // A route that fails to load renders its error screen: mount either way.
  await router.load().then(mount, mount)
}
