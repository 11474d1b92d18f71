import { useEffect, useState } from 'react'
import { addressesFor } from '@/config/addresses'
import { useApproval } from '@/entities/allowance'
import { useSettingsStore } from '@/entities/settings'
import { displaySymbol } from '@/entities/token'
import { resetsApprovalStep } from '../model/approvalReset'
import { useSwapFormStore } from '../model/swapFormStore'
import type { DerivedSwapInfo } from './useDerivedSwapInfo'
import { useV1Exchange } from './useV1Exchange'

/**
 * The approval the swap needs: the input token for the router (or the V1 exchange), for the most the trade may take.
 * 'Approved' stays on once an approval was started, until a new input currency is selected or the sides are switched
 * (spec 4), judged on every change of the form; an approval the wallet did not send clears it at once.
 */
export function useSwapApproval(chainId: number | undefined, info: DerivedSwapInfo) {
  const exact = useSettingsStore((state) => state.userExactApproval)
  const v1Exchange = useV1Exchange(chainId, info.trade)
  const spender = info.trade?.version === 'v1' ? v1Exchange : addressesFor(chainId)?.v2Router
  const maximumIn = info.slippageAdjusted.INPUT
  const approval = useApproval({
    currency: info.sides.INPUT.currency,
    amount: maximumIn ? BigInt(maximumIn.quotient.toString()) : undefined,
    spender,
    exact,
  })
  const [submitted, setSubmitted] = useState(false)
  useEffect(
    () =>
      useSwapFormStore.subscribe((after, before) => {
        if (resetsApprovalStep(before, after)) setSubmitted(false)
      }),
    [],
  )
  return {
    ...approval,
    submitted,
    symbol: displaySymbol(info.sides.INPUT.currency?.symbol),
    onApprove: () => {
      if (submitted) return
      setSubmitted(true)
      void approval.approve().then((sent) => {
        if (!sent) setSubmitted(false)
      })
    },
  }
}
