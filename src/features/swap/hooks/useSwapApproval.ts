import { useState } from 'react'
import { addressesFor } from '@/config/addresses'
import { useApproval } from '@/entities/allowance'
import { useSettingsStore } from '@/entities/settings'
import { displaySymbol } from '@/entities/token'
import { useSwapFormStore } from '../model/swapFormStore'
import type { DerivedSwapInfo } from './useDerivedSwapInfo'
import { useV1Exchange } from './useV1Exchange'

/**
 * The approval the swap needs: the input token for the router (or the V1 exchange), for the most the trade may take.
 * 'Approved' stays on once an approval was started, until the input currency changes (spec 4).
 */
export function useSwapApproval(chainId: number | undefined, info: DerivedSwapInfo) {
  const exact = useSettingsStore((state) => state.userExactApproval)
  const v1Exchange = useV1Exchange(chainId, info.trade)
  const spender = info.trade?.version === 'v1' ? v1Exchange : addressesFor(chainId)?.v2Router
  const maximumIn = info.slippageAdjusted.INPUT
  const approval = useApproval({ currency: info.sides.INPUT.currency, amount: maximumIn ? BigInt(maximumIn.quotient.toString()) : undefined, spender, exact })
  const inputId = useSwapFormStore((state) => state.INPUT.currencyId)
  const [submittedFor, setSubmittedFor] = useState<string | undefined>()
  const submitted = submittedFor !== undefined && submittedFor === inputId
  return {
    ...approval,
    submitted,
    symbol: displaySymbol(info.sides.INPUT.currency?.symbol),
    amountText: maximumIn?.toSignificant(6) ?? '',
    onApprove: () => {
      setSubmittedFor(inputId)
      approval.approve().catch((error: unknown) => {
        console.debug('Failed to approve token', error)
        setSubmittedFor(undefined)
      })
    },
  }
}
