import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { type ProposalStatus, type StatusTone, statusTone } from '../model/proposalStatus'

const LABELS: Record<ProposalStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  active: msg`Active`,
  canceled: msg`Canceled`,
  defeated: msg`Defeated`,
  succeeded: msg`Succeeded`,
  queued: msg`Queued`,
  expired: msg`Expired`,
  executed: msg`Executed`,
  undetermined: msg`Undetermined`,
}

const TONE_CLASSES: Record<StatusTone, string> = {
  blue: 'border-sky-500 text-sky-700 dark:text-sky-300',
  secondBlue: 'border-indigo-500 text-indigo-700 dark:text-indigo-300',
  red: 'border-red-500 text-red-700 dark:text-red-300',
  neutral: 'border-slate-400 text-slate-600 dark:text-slate-300',
}

/** A proposal's status (spec 4), in the spec's colours, with the tone for tests and styling hooks. */
export function StatusBadge({ status }: { status: ProposalStatus }) {
  const { i18n } = useLingui()
  const tone = statusTone(status)
  return (
    <span
      data-testid="proposal-status"
      data-tone={tone}
      className={`inline-block shrink-0 rounded-lg border px-2 py-0.5 text-xs font-semibold ${TONE_CLASSES[tone]}`}
    >
      {i18n._(LABELS[status])}
    </span>
  )
}
