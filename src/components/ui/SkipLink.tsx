import { Trans } from '@lingui/react/macro'
import type { MouseEvent } from 'react'

/** Focuses the screen's `<main>` (focusable by script only) so the next Tab goes on from there; false without one. */
export function focusMainContent(root: ParentNode = document): boolean {
  const main = root.querySelector<HTMLElement>('main')
  if (!main) return false
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
  main.focus()
  main.scrollIntoView?.({ block: 'start' })
  return true
}

/**
 * "Skip to content": the first Tab stop, hidden until focused. It finds the screen's own `<main>` when followed rather
 * than pointing at a fixed id.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    if (focusMainContent()) event.preventDefault()
  }
  return (
    <a
      href="#main"
      onClick={skip}
      className="sr-only rounded-xl bg-white px-4 py-2 font-semibold text-brand-dark shadow focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 dark:bg-slate-900 dark:text-slate-100"
    >
      <Trans>Skip to content</Trans>
    </a>
  )
}
