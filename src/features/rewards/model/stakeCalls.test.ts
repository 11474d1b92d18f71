import type { Address, Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { stakingRewardsAbi } from '@/abis/stakingRewardsAbi'
import { isAppError } from '@/lib/errors'
import { expectEncodes } from '@/test/abiHelpers'
import { claimCall, exitCall, stakeCall, withdrawCall } from './stakeCalls'

const POOL: Address = '0xa1484C3aa22a66C62b77E0AE78E15258bd0cB711'
const signature = { v: 27, r: `0x${'1'.repeat(64)}` as Hex, s: `0x${'2'.repeat(64)}` as Hex, deadline: 1_700_000_000n }

describe('stakeCall', () => {
  it('approved: stake(amount), to the pool', () => {
    const call = stakeCall(POOL, 5n, { approved: true, signature })
    expect(call).toMatchObject({ address: POOL, functionName: 'stake', args: [5n] })
    expectEncodes(stakingRewardsAbi, { methodName: call.functionName, args: call.args })
  })

  it('signed: stakeWithPermit(amount, deadline, v, r, s)', () => {
    const call = stakeCall(POOL, 5n, { approved: false, signature })
    expect(call).toMatchObject({
      functionName: 'stakeWithPermit',
      args: [5n, signature.deadline, 27, signature.r, signature.s],
    })
    expectEncodes(stakingRewardsAbi, { methodName: call.functionName, args: call.args })
  })

  it('neither: STAKE_WITHOUT_APPROVAL', () => {
    let error: unknown
    try {
      stakeCall(POOL, 5n, { approved: false, signature: undefined })
    } catch (e) {
      error = e
    }
    expect(isAppError(error, 'STAKE_WITHOUT_APPROVAL')).toBe(true)
  })
})

describe('the other pool calls', () => {
  it('exit, withdraw(amount) and getReward encode against the ABI', () => {
    for (const call of [exitCall(POOL), withdrawCall(POOL, 9n), claimCall(POOL)]) {
      expect(call.address).toBe(POOL)
      expectEncodes(stakingRewardsAbi, { methodName: call.functionName, args: call.args })
    }
    expect(withdrawCall(POOL, 9n).args).toEqual([9n])
  })
})
