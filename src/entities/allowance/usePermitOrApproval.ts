import { useEffect, useEffectEvent, useState } from 'react'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import {
  type PermitSignature,
  pairPermitTypedData,
  permitNonceQueryOptions,
  poolTokenInfo,
  toPermitSignature,
} from '@/entities/pair'
import { useSettingsStore } from '@/entities/settings'
import { useWrite } from '@/entities/transaction'
import { useBlockQuery, useBlockScope } from '@/lib/chain/useBlockQuery'
import type { ApprovalState } from './model/approvalState'
import { authorizationMethod } from './model/authorizationMethod'
import { useIsArgentWallet } from './queries/readIsArgentWallet'
import { type Approval, useApproval } from './useApproval'

export interface PermitOrApproval {
  state: ApprovalState
  /** The spender may already take the amount (allowance). */
  approved: boolean
  /** Or a permit signed for the spender, for exactly the amount. */
  signature: PermitSignature | undefined
  approve(): Promise<void>
  /** What the ordinary approval (the fallback) would allow, for ApprovalNote; a permit is always for exactly the amount. */
  note: Pick<Approval, 'allowing' | 'symbol' | 'amount' | 'decimals'>
}

/**
 * A spender's right to take a pair's pool tokens (spec 4): an EIP-2612 permit for exactly the amount, signed for the
 * contract that calls `permit`; an ordinary approval for an Argent wallet (spec 7: it cannot sign one), and when signing
 * fails other than by rejection (hardware, other contract wallets).
 */
export function usePermitOrApproval(
  chainId: number | undefined,
  poolToken: Address | undefined,
  spender: Address | undefined,
  amount: bigint | undefined,
  deadline: bigint | undefined,
): PermitOrApproval {
  const { address: owner } = useAccount()
  const exact = useSettingsStore((state) => state.userExactApproval)
  const approval = useApproval({
    currency: poolToken && chainId !== undefined ? poolTokenInfo(chainId, poolToken) : undefined,
    amount,
    spender,
    exact,
  })
  const scope = useBlockScope(chainId, Boolean(poolToken && owner))
  const nonce = useBlockQuery(permitNonceQueryOptions(scope.client, { ...scope, pair: poolToken, owner }))
  const method = authorizationMethod(useIsArgentWallet(chainId, owner))
  const permit = useWrite()
  const [signed, setSigned] = useState<{
    value: bigint
    poolToken: Address
    spender: Address
    signature: PermitSignature
  }>()
  const signature =
    signed && signed.value === amount && signed.poolToken === poolToken && signed.spender === spender
      ? signed.signature
      : undefined

  const fallBack = (reason: unknown) => {
    console.debug('Permit failed, approving instead', reason)
    void approval.approve()
  }
  // A rejection ends here (silently); any other failure of the signature falls back to an approval (spec 4).
  const onPermitFailed = useEffectEvent((error: unknown) => fallBack(error))
  useEffect(() => {
    if (permit.failure) onPermitFailed(permit.failure)
  }, [permit.failure])

  const approve = async () => {
    if (!poolToken || !owner || !spender || !amount || deadline === undefined || chainId === undefined) return
    if (method === 'approve') {
      await approval.approve()
      return
    }
    if (nonce.data === undefined) return fallBack(nonce.error)
    const typedData = pairPermitTypedData({
      chainId,
      pair: poolToken,
      owner,
      spender,
      value: amount,
      nonce: nonce.data,
      deadline,
    })
    const result = await permit.write({ kind: 'signature', typedData })
    if (result?.kind === 'signature')
      setSigned({ value: amount, poolToken, spender, signature: toPermitSignature(result.signature, deadline) })
  }

  const busy = permit.busy || approval.requesting
  const state: ApprovalState = signature
    ? 'APPROVED'
    : busy && approval.state === 'NOT_APPROVED'
      ? 'PENDING'
      : approval.state
  const note = { allowing: approval.allowing, symbol: approval.symbol, amount, decimals: approval.decimals }
  return { state, approved: approval.state === 'APPROVED', signature, approve, note }
}
