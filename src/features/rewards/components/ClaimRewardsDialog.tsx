import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { STAKING_GAS, type StakingPool } from '@/config/staking'
import { SendButton, WriteDialog } from '@/entities/transaction'
import { useModalStore } from '@/entities/modal'
import type { PoolStake } from '@/entities/staking'
import { type TokenInfo, displaySymbol } from '@/entities/token'
import { usePoolWrite } from '../hooks/usePoolWrite'
import { formatRewardAmount } from '../model/format'
import { claimCall } from '../model/stakeCalls'
import { Row } from './Row'

interface ClaimRewardsDialogProps {
  chainId: number | undefined
  pool: StakingPool
  stake: PoolStake
  reward: TokenInfo | undefined
}

/** 'Claim' (spec 2): the unclaimed rewards, collected with `getReward` (gas limit 350000); the stake stays. */
export function ClaimRewardsDialog(props: ClaimRewardsDialogProps) {
  const open = useModalStore((state) => state.openModal === 'claimRewards')
  return open ? <OpenClaimRewardsDialog {...props} /> : null
}

function OpenClaimRewardsDialog({ chainId, pool, stake, reward }: ClaimRewardsDialogProps) {
  const write = usePoolWrite()
  const symbol = displaySymbol(reward?.symbol ?? 'UNI')
  const earned = formatRewardAmount(stake.earned, reward?.decimals ?? 18)
  // The amount as it was when sent: the unclaimed figure keeps growing until the block that pays it.
  const [claimed, setClaimed] = useState(earned)
  const claim = () => {
    setClaimed(earned)
    void write.send(() => ({
      kind: 'transaction',
      calls: [claimCall(pool.address)],
      summary: msg`Claim accumulated ${symbol} rewards`,
      gas: STAKING_GAS.getReward,
    }))
  }
  return (
    <WriteDialog
      title={<Trans>Claim</Trans>}
      chainId={chainId}
      write={write}
      failure="dismiss"
      onDismiss={write.reset}
      pendingText={
        <Trans>
          Claiming {claimed} {symbol}
        </Trans>
      }
      submittedText={<Trans>Claimed {symbol}!</Trans>}
    >
      <div className="flex flex-col gap-3 text-sm">
        <dl>
          <Row label={<Trans>Unclaimed {symbol}</Trans>} testId="dialog-earned">
            {earned}
          </Row>
        </dl>
        <p className="text-slate-600 dark:text-slate-300">
          <Trans>When you claim without withdrawing your liquidity remains in the mining pool.</Trans>
        </p>
        <SendButton size="lg" fullWidth disabled={stake.earned === 0n} onClick={claim}>
          {stake.earned === 0n ? <Trans>Enter an amount</Trans> : <Trans>Claim {symbol}</Trans>}
        </SendButton>
      </div>
    </WriteDialog>
  )
}
