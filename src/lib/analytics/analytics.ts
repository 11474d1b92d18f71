/**
 * The one analytics module: events go to in-page subscribers (and nowhere else: no third party, no network).
 * The spec's page view per route change, Add/Remove/Migrate events and a global error event pass through here.
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
  // Also as a DOM event, so in-page tools (and the end-to-end tests) can observe without importing the module.
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent('ucash:analytics', { detail: event }))
}

export const trackPageView = (path: string): void => track({ type: 'page_view', path })

export function subscribe(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The latest events (newest last), e.g. for tests and a debug view. */
export const recentEvents = (): readonly AnalyticsEvent[] => [...history]
