import { useRef, useState } from 'react'
import type { Hash } from 'viem'
import { useSettingsStore } from '@/entities/settings'
import { useTransactionDeadline } from '@/entities/transaction'
import { track } from '@/lib/analytics'
import { toUserMessage } from '@/lib/errors'
import { computeTradePriceBreakdown, impactConfirmation } from '../model/priceImpact'
import type { VersionedTrade } from '../model/swapCalls'
import { useSwapFormStore } from '../model/swapFormStore'
import { tradeMeaningfullyDiffers } from '../model/tradeMeaningfullyDiffers'
import type { DerivedSwapInfo } from './useDerivedSwapInfo'
import { useSwapCallback } from './useSwapCallback'

/** Spec 4, swap confirmation: the modal, the trade it confirms, the price-impact step, the attempt, its hash or error. */
interface ConfirmState {
  showConfirm: boolean
  tradeToConfirm?: VersionedTrade
  impactStep?: 'confirm' | 'typed'
  attempting: boolean
  error?: string
  hash?: Hash
}

const CLOSED: ConfirmState = { showConfirm: false, attempting: false }

/**
 * From 'Exchange' to a transaction: expert mode sends at once; otherwise the confirm modal opens on the trade of that
 * moment, demands Accept when the trade moves, asks about a high price impact, then sends. One click sends one
 * transaction; a failure or rejection keeps what the user typed; closing after a hash clears the amount.
 */
export function useSwapFlow(chainId: number | undefined, info: DerivedSwapInfo) {
  const expert = useSettingsStore((state) => state.userExpertMode)
  const deadline = useTransactionDeadline(chainId)
  const callback = useSwapCallback(chainId, info.trade, info.allowedSlippage, info.to, deadline)
  const [state, setState] = useState<ConfirmState>(CLOSED)
  const sending = useRef(false)

  const send = async () => {
    if (sending.current || callback.state !== 'valid') return
    sending.current = true
    setState((s) => ({ ...s, impactStep: undefined, attempting: true, error: undefined, hash: undefined }))
    try {
      const hash = await callback.send()
      track({ type: 'event', category: 'Swap', action: info.recipient.input ? 'Swap w/ Send' : 'Swap w/o Send', label: info.trade?.version ?? 'v2' })
      setState((s) => ({ ...s, attempting: false, hash }))
    } catch (error) {
      setState((s) => ({ ...s, attempting: false, error: toUserMessage(error) }))
    } finally {
      sending.current = false
    }
  }

  const showAcceptChanges = Boolean(state.tradeToConfirm && info.trade && tradeMeaningfullyDiffers(state.tradeToConfirm.trade, info.trade.trade))
  return {
    state,
    callbackError: callback.state === 'invalid' ? callback.error : undefined,
    showAcceptChanges,
    /** 'Exchange': straight to the wallet in expert mode, else the confirm modal. */
    start: () => (expert ? void send() : setState({ ...CLOSED, showConfirm: true, tradeToConfirm: info.trade })),
    accept: () => setState((s) => ({ ...s, tradeToConfirm: info.trade })),
    /** 'Confirm Exchange': the price-impact step first when the impact calls for one. */
    confirm: () => {
      const step = impactConfirmation(computeTradePriceBreakdown(state.tradeToConfirm?.trade).priceImpactWithoutFee)
      if (step === 'none') void send()
      else setState((s) => ({ ...s, impactStep: step }))
    },
    confirmImpact: () => void send(),
    cancelImpact: () => setState((s) => ({ ...s, impactStep: undefined })),
    dismiss: () => {
      if (state.hash) useSwapFormStore.getState().typeInput('INPUT', '')
      setState(CLOSED)
    },
    /** Expert mode shows a failed send's message under the buttons (no modal). */
    expertError: expert ? state.error : undefined,
  }
}
