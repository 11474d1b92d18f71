import { useState } from 'react'
import type { Hash } from 'viem'
import { type TransactionRequest, type WriteStatus, useWrite } from '@/entities/transaction'
import { track } from '@/lib/analytics'

/** Spec 4: the confirm modal and the write as the modal shows it (the wallet's wait, then the hash). */
export interface LiquidityTxState {
  showConfirm: boolean
  status: WriteStatus
  hash: Hash | undefined
}

/**
 * From a button to a transaction in the liquidity flows, through the one write path: the confirm modal (skipped in
 * expert mode), one send at a time, an analytics event once sent. Spec 8: a wallet rejection is ignored silently; any
 * other error is logged (by the write path), and the waiting state ends with the write. The form is never touched
 * on failure; closing the modal after a hash calls `onDone` (the form is cleared). `build` throws an AppError when
 * something is missing.
 */
export function useLiquiditySend(category: 'Add' | 'Remove', expert: boolean, build: () => TransactionRequest, onDone: () => void) {
  const write = useWrite()
  const [showConfirm, setShowConfirm] = useState(false)

  const attempt = async () => {
    let request: TransactionRequest
    try {
      request = build()
    } catch (failure) {
      console.error(`${category} liquidity failed`, failure)
      return
    }
    if (await write.write(request)) track({ type: 'event', category: 'Liquidity', action: category })
  }

  return {
    state: { showConfirm, status: write.status, hash: write.hash } satisfies LiquidityTxState,
    /** The main button: straight to the wallet in expert mode, else the confirm modal. */
    start: () => {
      if (write.busy) return
      write.reset()
      if (expert) void attempt()
      else setShowConfirm(true)
    },
    confirm: () => void attempt(),
    dismiss: () => {
      if (write.hash) onDone()
      if (!write.busy) write.reset()
      setShowConfirm(false)
    },
  }
}
