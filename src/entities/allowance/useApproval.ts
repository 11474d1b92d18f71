import { msg } from '@lingui/core/macro'
import { type Address, erc20Abi, isAddressEqual, maxUint256 } from 'viem'
import { useAccount } from 'wagmi'
import { type Currency, displaySymbol } from '@/entities/token'
import { contractCall, transactionStatus, useTransactionStore, useWrite } from '@/entities/transaction'
import { useBlockQuery, useBlockScope } from '@/lib/chain/useBlockQuery'
import { AppError, type ErrorCode } from '@/lib/errors'
import { type ApprovalState, approvalState } from './model/approvalState'
import { allowanceQueryOptions } from './queries/readAllowance'

export interface ApprovalOptions {
  currency: Currency | undefined
  /** The amount the write will spend (raw units). */
  amount: bigint | undefined
  spender: Address | undefined
  /** Approve only `amount` (the user's setting) instead of an unlimited amount. */
  exact: boolean
}

export interface Approval {
  state: ApprovalState
  /** What `approve` will allow: the exact amount, or unlimited (shown before the wallet opens). */
  allowing: 'exact' | 'unlimited'
  /** What ApprovalNote shows: the token's symbol as displayed, and the exact amount in its decimals. */
  symbol: string
  amount: bigint | undefined
  decimals: number
  /** The wallet is asked for the approval right now. */
  requesting: boolean
  /** Sends the approval through the write path; true once a transaction was sent. */
  approve(): Promise<boolean>
}

/** Spec 8: the approve guards are logged, not shown. */
const guard = (code: ErrorCode & `APPROVE_${string}`): false => {
  console.error(new AppError(code).shortMessage)
  return false
}

/**
 * A token's approval for a spender (spec 4), from the latest block's allowance and pending approvals. `approve` sends
 * approve(spender, max), or the exact amount when chosen or when max fails to estimate (spec 7).
 */
export function useApproval({ currency, amount, spender, exact }: ApprovalOptions): Approval {
  const { address: owner } = useAccount()
  const token = currency?.kind === 'token' ? currency : undefined
  const write = useWrite()
  const scope = useBlockScope(token?.chainId, Boolean(token && owner && spender))
  const allowance = useBlockQuery(
    allowanceQueryOptions(scope.client, { ...scope, token: token?.address, owner, spender }),
  )
  const pending = useTransactionStore((state) =>
    Object.values((token && state.transactions[token.chainId]) ?? {}).some(
      (tx) =>
        transactionStatus(tx) === 'pending' &&
        tx.approval !== undefined &&
        spender !== undefined &&
        isAddressEqual(tx.approval.tokenAddress, token!.address) &&
        isAddressEqual(tx.approval.spender, spender),
    ),
  )
  const state = approvalState({ native: currency?.kind === 'native', amount, allowance: allowance.data, pending })

  const approve = async (): Promise<boolean> => {
    if (state !== 'NOT_APPROVED') return guard('APPROVE_UNNECESSARY')
    if (!token) return guard('APPROVE_NO_TOKEN')
    if (!owner) return guard('APPROVE_NO_CONTRACT')
    if (amount === undefined) return guard('APPROVE_NO_AMOUNT')
    if (!spender) return guard('APPROVE_NO_SPENDER')
    const call = (value: bigint) =>
      contractCall({ address: token.address, abi: erc20Abi, functionName: 'approve', args: [spender, value] })
    const symbol = displaySymbol(token.symbol)
    // Some tokens refuse an unlimited approval: the exact amount is the second candidate (spec 7).
    const calls = exact ? [call(amount)] : [call(maxUint256), call(amount)]
    const result = await write.write({
      kind: 'transaction',
      calls,
      summary: msg`Approve ${symbol}`,
      approval: { tokenAddress: token.address, spender },
    })
    return result !== undefined
  }

  return {
    state,
    allowing: exact ? 'exact' : 'unlimited',
    symbol: displaySymbol(currency?.symbol),
    amount,
    decimals: currency?.decimals ?? 18,
    requesting: write.busy,
    approve,
  }
}
