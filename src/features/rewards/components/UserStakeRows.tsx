import { Trans } from '@lingui/react/macro'
import { displaySymbol } from '@/entities/token'
import type { PoolStake } from '@/entities/staking'
import type { TokenInfo } from '@/entities/token'
import { formatPoolShare, formatRewardAmount } from '../model/format'
import { perWeek } from '../model/rates'
import { Row } from './Row'

/** The account's part of a pool: its stake and share, its weekly rate, and its unclaimed rewards (every block). */
export function UserStakeRows({
  stake,
  userRate,
  reward,
}: {
  stake: PoolStake
  userRate: bigint
  reward: TokenInfo | undefined
}) {
  const decimals = reward?.decimals ?? 18
  const symbol = displaySymbol(reward?.symbol ?? 'UNI')
  const rate = formatRewardAmount(perWeek(userRate), decimals)
  const staked = formatRewardAmount(stake.staked, 18)
  return (
    <dl className="flex flex-col gap-1 text-sm">
      <Row label={<Trans>Your stake</Trans>} testId="user-stake">
        <Trans>{staked} UNI-V2</Trans>
      </Row>
      <Row label={<Trans>Your pool share</Trans>} testId="user-share">
        {formatPoolShare(stake.staked, stake.totalStaked)}
      </Row>
      <Row label={<Trans>Your rate</Trans>} testId="user-rate">
        <Trans>
          {rate} {symbol} / week
        </Trans>
      </Row>
      <Row label={<Trans>Unclaimed {symbol}</Trans>} testId="user-earned">
        {formatRewardAmount(stake.earned, decimals)}
      </Row>
    </dl>
  )
}
