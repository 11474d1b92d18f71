import '../zodConfig'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { wagmiConfig } from '@/lib/chain/wagmiConfig'
import { App } from './App'
import { nextTask } from './boot/boot'
import { queryClient } from './queryClient'
import { createAppRouter } from './router'

/**
 * Renders the app into `root`, replacing the static first screen. The router loads the landing route before the first
 * render (its loaders ask for the first reads, and a swap link with an amount waits, bounded, for its quote's reads and
 * the swap engine), so the first render has what the page shows; it renders as a transition (`useUiLocale`), in slices.
 */
export async function start(root: HTMLElement): Promise<void> {
  const router = createAppRouter({ queryClient, config: wagmiConfig })
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
