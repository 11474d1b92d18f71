import '../zodConfig'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { router } from './router'

/**
 * Renders the app into `root`, replacing the static first screen. The router resolves the landing route first, so the
 * first render (a transition, `useUiLocale`) has the route's component and React renders it in slices; rendered
 * before, the route's arrival re-rendered the whole tree in one task.
 */
export function start(root: HTMLElement): void {
  const mount = (): void =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  // A route that fails to load renders its error screen: mount either way.
  void router.load().then(mount, mount)
}
