import { Trans, useLingui } from '@lingui/react/macro'
import { useVotingEnd } from '../hooks/useVotingEnd'

/** 'Voting ends approximately {date}' or 'Voting ended {date}' (spec 2). */
export function VotingTime({
  chainId,
  endBlock,
  currentBlock,
}: {
  chainId: number | undefined
  endBlock: bigint
  currentBlock: bigint | undefined
}) {
  const { i18n } = useLingui()
  const end = useVotingEnd(chainId, endBlock, currentBlock)
  if (!end) return null
  const date = i18n.date(end.date, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="voting-time">
      {end.kind === 'ended' ? <Trans>Voting ended {date}</Trans> : <Trans>Voting ends approximately {date}</Trans>}
    </p>
  )
}
