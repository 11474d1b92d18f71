import { useLingui } from '@lingui/react/macro'
import { type Address, erc20Abi, maxUint256 } from 'viem'
import { useAccount, usePublicClient } from 'wagmi'
import { type Currency, displaySymbol } from '@/entities/token'
import { useSubmitTransaction, useTransactionStore } from '@/entities/transaction'
import { useBlockRead } from '@/lib/chain/useBlockRead'
import { withGasMargin } from '@/lib/chain/gasMargin'
import { type ApprovalState, approvalState } from './model/approvalState'

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
  approve(): Promise<void>
}

/**
 * The approval of a token for a spender (spec 4): its state from the allowance of the latest block and the
 * pending approval transactions; `approve` sends approve(spender, max) - or the exact amount when the user chose
 * so, or when the unlimited one fails to estimate - with a margin, recorded as an approval.
 */
export function useApproval({ currency, amount, spender, exact }: ApprovalOptions): Approval {
  const { t } = useLingui()
  const { address: owner } = useAccount()
  const token = currency?.kind === 'token' ? currency : undefined
  const client = usePublicClient({ chainId: token?.chainId })
  const submit = useSubmitTransaction()
  const allowance = useBlockRead({
    chainId: token?.chainId,
    address: token?.address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: owner && spender ? [owner, spender] : undefined,
    enabled: Boolean(token && owner && spender),
  })
  const pending = useTransactionStore((state) =>
    Object.values((token && state.transactions[token.chainId]) ?? {}).some(
      (tx) => !tx.receipt && tx.approval?.tokenAddress.toLowerCase() === token?.address.toLowerCase() && tx.approval?.spender.toLowerCase() === spender?.toLowerCase(),
    ),
  )
  const state = approvalState({ native: currency?.kind === 'native', amount, allowance: allowance.data, pending })

  const approve = async (): Promise<void> => {
    // Spec 8: the approve guards are logged, not shown.
    if (state !== 'NOT_APPROVED') return void console.error('approve was called unnecessarily')
    if (!token) return void console.error('no token')
    if (!client || !owner) return void console.error('tokenContract is null')
    if (amount === undefined) return void console.error('missing amount to approve')
    if (!spender) return void console.error('no spender')
    const request = (value: bigint) => ({ address: token.address, abi: erc20Abi, functionName: 'approve' as const, args: [spender, value] as const })
    let value = exact ? amount : maxUint256
    let estimate: bigint
    try {
      estimate = await client.estimateContractGas({ ...request(value), account: owner })
    } catch (error) {
      if (value === amount) throw error
      // Some tokens refuse an unlimited approval: fall back to the exact amount (spec 7).
      value = amount
      estimate = await client.estimateContractGas({ ...request(value), account: owner })
    }
    const symbol = displaySymbol(token.symbol)
    await submit(request(value), { gas: withGasMargin(estimate), summary: t`Approve ${symbol}`, approval: { tokenAddress: token.address, spender } })
  }

  return { state, allowing: exact ? 'exact' : 'unlimited', approve }
}
