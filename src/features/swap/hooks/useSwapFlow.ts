import { useState } from 'react'
import { useModal } from '@/entities/modal'
import { useSettingsStore } from '@/entities/settings'
import { useTransactionDeadline, useWrite } from '@/entities/transaction'
import { track } from '@/lib/analytics'
import { toUserMessage } from '@/lib/errors'
import { computeTradePriceBreakdown, impactConfirmation } from '../model/priceImpact'
import type { VersionedTrade } from '../model/swapCalls'
import { swapFailure } from '../model/swapFailure'
import { useSwapFormStore } from '../model/swapFormStore'
import { tradeMeaningfullyDiffers } from '../model/tradeMeaningfullyDiffers'
import type { DerivedSwapInfo } from './useDerivedSwapInfo'
import { useSwapCallback } from './useSwapCallback'

/**
 * Spec 4, swap confirmation: the trade it confirms and the price-impact step. Whether the modal is open is the modal
 * store's ('confirmSwap', one modal at a time); the send itself is the write's.
 */
interface ConfirmState {
  tradeToConfirm?: VersionedTrade
  impactStep?: 'confirm' | 'typed'
}

const CLOSED: ConfirmState = {}

/** What the flow reads of the derived swap info. */
export type SwapFlowInfo = Pick<DerivedSwapInfo, 'trade' | 'allowedSlippage' | 'to' | 'recipient'>

/**
 * From 'Exchange' to a transaction: expert mode sends at once; else the confirm modal (Accept on a moved trade, the
 * price-impact step) sends through the one write path. A failure keeps the form; closing after a hash clears it.
 */
export function useSwapFlow(chainId: number | undefined, info: SwapFlowInfo) {
  const expert = useSettingsStore((state) => state.userExpertMode)
  const deadline = useTransactionDeadline(chainId)
  const callback = useSwapCallback(chainId, info.trade, info.allowedSlippage, info.to, deadline)
  const write = useWrite()
  const [state, setState] = useState<ConfirmState>(CLOSED)
  // However the modal closes (close button, Escape, another modal replacing it): the cleanup of a dismissal.
  const modal = useModal('confirmSwap', () => {
    if (write.hash) useSwapFormStore.getState().typeInput('INPUT', '')
    if (!write.busy) write.reset()
    setState(CLOSED)
  })

  const send = async () => {
    if (callback.state !== 'valid') return
    setState((s) => ({ ...s, impactStep: undefined }))
    const sent = await write.write(callback.request)
    if (sent)
      track({
        type: 'event',
        category: 'Swap',
        action: info.recipient.input ? 'Swap w/ Send' : 'Swap w/o Send',
        label: info.trade?.version ?? 'v2',
      })
  }

  // The engine's code, worded as a swap (spec 8): rejections included, which the swap shows.
  const error = write.error ? swapFailure(write.error) : undefined
  const showAcceptChanges = Boolean(
    state.tradeToConfirm && info.trade && tradeMeaningfullyDiffers(state.tradeToConfirm.trade, info.trade.trade),
  )
  return {
    state: { ...state, showConfirm: modal.open },
    write,
    error,
    callbackError: callback.state === 'invalid' ? callback.error : undefined,
    showAcceptChanges,
    /** 'Exchange': straight to the wallet in expert mode, else the confirm modal. */
    start: () => {
      if (expert) return void send()
      // A send still waiting for the wallet stays on show; anything older is cleared for the new trade.
      if (!write.busy) write.reset()
      setState({ ...CLOSED, tradeToConfirm: info.trade })
      modal.show()
    },
    accept: () => setState((s) => ({ ...s, tradeToConfirm: info.trade })),
    /** 'Confirm Exchange': the price-impact step first when the impact calls for one. */
    confirm: () => {
      const step = impactConfirmation(computeTradePriceBreakdown(state.tradeToConfirm?.trade).priceImpactWithoutFee)
      if (step === 'none') void send()
      else setState((s) => ({ ...s, impactStep: step }))
    },
    confirmImpact: () => void send(),
    cancelImpact: () => setState((s) => ({ ...s, impactStep: undefined })),
    /** Closes the modal; its cleanup runs as the modal store closes it. */
    dismiss: modal.close,
    /** Expert mode shows a failed send's message under the buttons (no modal). */
    expertError: expert && error ? toUserMessage(error) : undefined,
  }
}

export type SwapFlow = ReturnType<typeof useSwapFlow>
