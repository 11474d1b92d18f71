import type { NodeFault } from './nodeFault'

/**
 * One RPC URL's circuit: closed (used), open (left alone until `openUntil`), or half-open once that time has passed,
 * when exactly one request (the probe) may try it while the others go elsewhere or fail at once.
 */
export interface NodeState {
  /** Faults in a row since the last success. */
  failures: number
  /** Until when (ms since the epoch) no request goes to this URL; 0 while closed. */
  openUntil: number
  /** A probe is in flight after the open period: no second request joins it. */
  probing: boolean
  /** The last fault, kept after recovery only until the next success. */
  fault: NodeFault | undefined
}

export const healthyNode: NodeState = { failures: 0, openUntil: 0, probing: false, fault: undefined }

/**
 * How long a faulty URL is left alone: one poll interval, so an outage costs at most one probe per URL per poll and
 * a cleared fault is seen at the next poll. A `Retry-After` asking for longer is honoured, up to a minute.
 */
export function openPeriod(pollMs: number, retryAfterMs: number | undefined): number {
  return Math.min(Math.max(pollMs, retryAfterMs ?? 0), 60_000)
}

export function afterFault(
  state: NodeState,
  fault: NodeFault,
  now: number,
  pollMs: number,
  retryAfterMs?: number,
): NodeState {
  return { failures: state.failures + 1, openUntil: now + openPeriod(pollMs, retryAfterMs), probing: false, fault }
}

export function afterSuccess(): NodeState {
  return healthyNode
}

export type Admission = 'closed' | 'probe' | 'open'

/** Whether a request may go to this URL now: freely, as the one probe, or not at all. */
export function admission(state: NodeState, now: number): Admission {
  if (state.openUntil === 0) return 'closed'
  if (now < state.openUntil || state.probing) return 'open'
  return 'probe'
}

/**
 * Where a request goes: every closed URL in order, plus the first URL whose open period is over as the probe, checked
 * on the side while a closed URL exists (a hung node would delay the request). None closed: only the probe is tried;
 * none admitted: the request fails at once, without a network call.
 */
export function routeOrder(states: readonly NodeState[], now: number): { closed: number[]; probe: number | undefined } {
  const closed = states.flatMap((state, index) => (admission(state, now) === 'closed' ? [index] : []))
  const probe = states.findIndex((state) => admission(state, now) === 'probe')
  return { closed, probe: probe === -1 ? undefined : probe }
}
