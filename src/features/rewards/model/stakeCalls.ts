import type { Address } from 'viem'
import { stakingRewardsAbi } from '@/abis/stakingRewardsAbi'
import type { PermitSignature } from '@/entities/pair'
import { type ContractCall, contractCall } from '@/entities/transaction'
import { AppError } from '@/lib/errors'

export interface StakeAuthorization {
  /** The pool may already spend the amount (allowance). */
  approved: boolean
  /** Or a permit signed for the pool as spender, for exactly the amount. */
  signature: PermitSignature | undefined
}

/**
 * The deposit (spec 4 and 7): `stake(amount)` once the pool may spend the pool tokens, else `stakeWithPermit` with the
 * signature. With neither, a bug: 'Attempting to stake without approval or a signature. Please contact support.'
 */
export function stakeCall(pool: Address, amount: bigint, auth: StakeAuthorization): ContractCall {
  if (auth.approved)
    return contractCall({ address: pool, abi: stakingRewardsAbi, functionName: 'stake', args: [amount] })
  const permit = auth.signature
  if (!permit) throw new AppError('STAKE_WITHOUT_APPROVAL')
  return contractCall({
    address: pool,
    abi: stakingRewardsAbi,
    functionName: 'stakeWithPermit',
    args: [amount, permit.deadline, permit.v, permit.r, permit.s],
  })
}

/** 'Withdraw & Claim': the whole stake back and the rewards paid. */
export const exitCall = (pool: Address): ContractCall =>
  contractCall({ address: pool, abi: stakingRewardsAbi, functionName: 'exit', args: [] })

/** Part of the stake back; the rewards stay to claim. */
export const withdrawCall = (pool: Address, amount: bigint): ContractCall =>
  contractCall({ address: pool, abi: stakingRewardsAbi, functionName: 'withdraw', args: [amount] })

/** The rewards paid, the stake left in the pool. */
export const claimCall = (pool: Address): ContractCall =>
  contractCall({ address: pool, abi: stakingRewardsAbi, functionName: 'getReward', args: [] })
