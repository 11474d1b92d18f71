import { msg } from '@lingui/core/macro'
import { useState } from 'react'
import { useAccount } from 'wagmi'
import { STAKING_GAS, type StakingPool } from '@/config/staking'
import { usePermitOrApproval } from '@/entities/allowance'
import { useTokenBalances } from '@/entities/balance'
import { useTransactionDeadline } from '@/entities/transaction'
import { AppError } from '@/lib/errors'
import { amountError, parseAmount } from '../model/amountInput'
import { formatRewardAmount } from '../model/format'
import { stakeCall } from '../model/stakeCalls'
import { usePoolWrite } from './usePoolWrite'

/** The account's unstaked pool tokens of a pool (shared with the pool page: the same per-block read). */
export function usePoolTokenBalance(chainId: number | undefined, pool: StakingPool | undefined) {
  const { address: account } = useAccount()
  const { data } = useTokenBalances(chainId, account, pool ? [pool.stakingToken] : [])
  return pool ? data?.[pool.stakingToken.toLowerCase()] : undefined
}

/**
 * The deposit form (spec 4 and 5): the typed amount, 'Enter an amount' unless it is above zero and within the
 * unstaked pool tokens, the pool's right to take them (permit or approval), and `stake` / `stakeWithPermit` with
 * gas limit 350000 through the one write path.
 */
export function useStakeForm(chainId: number | undefined, pool: StakingPool) {
  const [typed, setTyped] = useState('')
  const amount = parseAmount(typed, 18)
  const available = usePoolTokenBalance(chainId, pool)
  const inputError = amountError(amount, available)
  const deadline = useTransactionDeadline(chainId)
  const auth = usePermitOrApproval(
    chainId,
    pool?.stakingToken,
    pool?.address,
    inputError ? undefined : amount,
    deadline,
  )
  const write = usePoolWrite()
  const shown = amount !== undefined ? formatRewardAmount(amount, 18) : '0'

  const deposit = () =>
    write.send(() => {
      if (amount === undefined || inputError) throw new AppError('MISSING_DEPENDENCIES')
      const call = stakeCall(pool.address, amount, auth)
      const permitDeadline = call.functionName === 'stakeWithPermit' ? auth.signature?.deadline : undefined
      return {
        kind: 'transaction',
        calls: [call],
        summary: msg`Deposit ${shown} UNI-V2`,
        gas: STAKING_GAS.stake,
        ...(permitDeadline !== undefined ? { deadline: permitDeadline } : {}),
      }
    })

  return { typed, setTyped, amount, shown, available, inputError, auth, write, deposit }
}
