import { type ListState, decideListUpdate, versionLabel } from '@/entities/token-list'

export interface ListUpdateStep {
  url: string
  oldVersion: string
  newVersion: string
  /** accept: applied at once, the user is informed; offer: logged, and the user may accept it in a popup. */
  action: 'accept' | 'offer'
}

/** `url@version` of an update already offered to the user: offered once, not again on every change. */
export const offerKey = (url: string, version: string): string => `${url}@${version}`

/**
 * Pending list updates (spec 4): one at least as large as its token changes need is accepted; any other is offered to
 * the user once.
 */
export function planListUpdates(
  byUrl: Readonly<Record<string, ListState>>,
  offered: ReadonlySet<string>,
): ListUpdateStep[] {
  return Object.entries(byUrl).flatMap(([url, state]): ListUpdateStep[] => {
    if (!state.current || !state.pendingUpdate) return []
    const decision = decideListUpdate(state.current, state.pendingUpdate)
    const step = {
      url,
      oldVersion: versionLabel(state.current.version),
      newVersion: versionLabel(state.pendingUpdate.version),
    }
    if (decision.kind === 'auto') return [{ ...step, action: 'accept' }]
    if (decision.kind === 'manual' && !offered.has(offerKey(url, step.newVersion)))
      return [{ ...step, action: 'offer' }]
    return []
  })
}
