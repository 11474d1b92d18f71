import { msg } from '@lingui/core/macro'
import { useState } from 'react'
import { STAKING_GAS, type StakingPool } from '@/config/staking'
import type { PoolStake } from '@/entities/staking'
import { AppError } from '@/lib/errors'
import { amountError, parseAmount } from '../model/amountInput'
import { formatRewardAmount } from '../model/format'
import { exitCall, withdrawCall } from '../model/stakeCalls'
import { usePoolWrite } from './usePoolWrite'

/**
 * Withdrawing (spec 4): 'Withdraw & Claim' exits the pool (the whole stake back, rewards paid; gas limit 300000), or a
 * partial `withdraw(amount)` of at most the stake, the rewards left to claim. One write at a time.
 */
export function useUnstakeForm(pool: StakingPool, stake: PoolStake) {
  const [typed, setTyped] = useState('')
  const [sent, setSent] = useState<{ kind: 'exit' | 'withdraw'; amount: string }>()
  const amount = parseAmount(typed, 18)
  const inputError = amountError(amount, stake.staked)
  const write = usePoolWrite()
  const shown = amount !== undefined ? formatRewardAmount(amount, 18) : '0'

  const exit = () => {
    const all = formatRewardAmount(stake.staked, 18)
    setSent({ kind: 'exit', amount: all })
    return write.send(() => ({
      kind: 'transaction',
      calls: [exitCall(pool.address)],
      summary: msg`Withdraw ${all} UNI-V2 and claim rewards`,
      gas: STAKING_GAS.exit,
    }))
  }
  const withdraw = () => {
    setSent({ kind: 'withdraw', amount: shown })
    return write.send(() => {
      if (amount === undefined || inputError) throw new AppError('MISSING_DEPENDENCIES')
      return {
        kind: 'transaction',
        calls: [withdrawCall(pool.address, amount)],
        summary: msg`Withdraw ${shown} UNI-V2`,
      }
    })
  }
  return { typed, setTyped, inputError, write, sent, exit, withdraw }
}
