import { useLingui } from '@lingui/react/macro'
import { formatVotes } from '../model/formatVotes'
import { votePercentages } from '../model/votePercentages'

function Side({
  label,
  votes,
  percent,
  tone,
}: {
  label: string
  votes: bigint
  percent: number
  tone: 'for' | 'against'
}) {
  return (
    <div
      className="flex flex-1 flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm dark:bg-slate-800"
      data-testid={`${tone}-votes`}
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-semibold">{label}</span>
        <span data-testid="vote-total">{formatVotes(votes)}</span>
      </div>
      <div
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        aria-label={label}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={`h-full rounded-full ${tone === 'for' ? 'bg-emerald-600' : 'bg-red-600'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="text-xs text-slate-500" data-testid="vote-percent">
        {percent}%
      </span>
    </div>
  )
}

/** For and Against totals with percentage bars (spec 2; whole percentages, spec 9). */
export function VoteTotals({ forVotes, againstVotes }: { forVotes: bigint; againstVotes: bigint }) {
  const { t } = useLingui()
  const percent = votePercentages(forVotes, againstVotes)
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Side label={t`For`} votes={forVotes} percent={percent.for} tone="for" />
      <Side label={t`Against`} votes={againstVotes} percent={percent.against} tone="against" />
    </div>
  )
}
