import { useEffect, useEffectEvent, useState } from 'react'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { v2PairAbi } from '@/abis/v2PairAbi'
import type { StakingPool } from '@/config/staking'
import { type ApprovalState, useApproval } from '@/entities/allowance'
import { type PermitSignature, pairPermitTypedData, toPermitSignature } from '@/entities/pair'
import { useSettingsStore } from '@/entities/settings'
import type { TokenInfo } from '@/entities/token'
import { useWrite } from '@/entities/transaction'
import { useBlockRead } from '@/lib/chain/useBlockRead'
import type { StakeAuthorization } from '../model/stakeCalls'

/** A pair's pool token (UNI-V2, 18 decimals) as the approval sees it. */
export const poolTokenOf = (chainId: number, address: Address): TokenInfo => ({ kind: 'token', chainId, address, decimals: 18, symbol: 'UNI-V2', name: 'Uniswap V2' })

export interface StakeAuthorizationState extends StakeAuthorization {
  state: ApprovalState
  approve(): Promise<void>
}

/**
 * The reward pool's right to take the pool tokens (spec 4, staking deposit): an EIP-2612 permit signed for the pool
 * itself as spender (the contract that calls `permit` in `stakeWithPermit`), for exactly the amount, through the one
 * write path; when signing fails for another reason than a rejection (hardware and contract wallets), an approval.
 */
export function useStakeAuthorization(chainId: number | undefined, pool: StakingPool | undefined, amount: bigint | undefined, deadline: bigint | undefined): StakeAuthorizationState {
  const { address: owner } = useAccount()
  const exact = useSettingsStore((state) => state.userExactApproval)
  const approval = useApproval({ currency: pool && chainId !== undefined ? poolTokenOf(chainId, pool.stakingToken) : undefined, amount, spender: pool?.address, exact })
  const nonce = useBlockRead({ chainId, address: pool?.stakingToken, abi: v2PairAbi, functionName: 'nonces', args: owner ? [owner] : undefined, enabled: Boolean(pool && owner) })
  const permit = useWrite()
  const [signed, setSigned] = useState<{ value: bigint; pool: Address; signature: PermitSignature }>()
  const signature = signed && signed.value === amount && signed.pool === pool?.address ? signed.signature : undefined

  const fallBack = (reason: unknown) => {
    console.debug('Permit failed, approving instead', reason)
    void approval.approve()
  }
  const onPermitFailed = useEffectEvent((error: unknown) => fallBack(error))
  useEffect(() => {
    if (permit.failure) onPermitFailed(permit.failure)
  }, [permit.failure])

  const approve = async () => {
    if (!pool || !owner || !amount || deadline === undefined || chainId === undefined) return
    if (nonce.data === undefined) return fallBack(nonce.error)
    const typedData = pairPermitTypedData({ chainId, pair: pool.stakingToken, owner, spender: pool.address, value: amount, nonce: nonce.data, deadline })
    const result = await permit.write({ kind: 'signature', typedData })
    if (result?.kind === 'signature') setSigned({ value: amount, pool: pool.address, signature: toPermitSignature(result.signature, deadline) })
  }

  const busy = permit.busy || approval.requesting
  const state: ApprovalState = signature ? 'APPROVED' : busy && approval.state === 'NOT_APPROVED' ? 'PENDING' : approval.state
  return { state, approved: approval.state === 'APPROVED', signature, approve }
}
