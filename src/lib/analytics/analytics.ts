/**
 * The one analytics module: page views, Add/Remove/Migrate and error events go to in-page subscribers only (no third
 * party, no network; the DOM event only in devnet and dev builds).
 */
export type AnalyticsEvent =
  | { type: 'page_view'; path: string }
  | { type: 'event'; category: string; action: string; label?: string }
  | { type: 'exception'; description: string }

type Listener = (event: AnalyticsEvent) => void
const listeners = new Set<Listener>()
const history: AnalyticsEvent[] = []
const HISTORY_LIMIT = 100

export function track(event: AnalyticsEvent): void {
  history.push(event)
  if (history.length > HISTORY_LIMIT) history.shift()
  for (const listener of listeners) listener(event)
  // Also as a DOM event in devnet and dev builds, so the end-to-end tests and in-page tools can observe without
  // importing the module. Nothing in a release listens for it, and it would tell any script on the page every move.
  if ((__DEVNET__ || import.meta.env.DEV) && typeof window !== 'undefined')
    window.dispatchEvent(new CustomEvent('ucash:analytics', { detail: event }))
}

export const trackPageView = (path: string): void => track({ type: 'page_view', path })

export function subscribe(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The latest events (newest last), e.g. for tests and a debug view. */
export const recentEvents = (): readonly AnalyticsEvent[] => [...history]
