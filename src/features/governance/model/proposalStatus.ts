/** Spec 4: a proposal's status; 'undetermined' for a code GovernorAlpha does not define (or none yet). */
export type ProposalStatus =
  'pending' | 'active' | 'canceled' | 'defeated' | 'succeeded' | 'queued' | 'expired' | 'executed' | 'undetermined'

/** GovernorAlpha's `ProposalState` enum, in its order (the code `state(id)` returns is the index). */
const STATES = ['pending', 'active', 'canceled', 'defeated', 'succeeded', 'queued', 'expired', 'executed'] as const

/** The status of a `state(id)` result. */
export function proposalStatus(code: number | bigint | undefined): ProposalStatus {
  if (code === undefined) return 'undetermined'
  const index = Number(code)
  return Number.isInteger(index) ? (STATES[index] ?? 'undetermined') : 'undetermined'
}

/** A status badge's colour (spec 4). */
export type StatusTone = 'blue' | 'secondBlue' | 'red' | 'neutral'

const TONES: Record<ProposalStatus, StatusTone> = {
  pending: 'blue',
  active: 'blue',
  succeeded: 'secondBlue',
  executed: 'secondBlue',
  defeated: 'red',
  queued: 'neutral',
  canceled: 'neutral',
  expired: 'neutral',
  undetermined: 'neutral',
}

/** Spec 4: pending and active blue; succeeded and executed a second blue; defeated red; the others neutral. */
export function statusTone(status: ProposalStatus): StatusTone {
  return TONES[status]
}
