import { useRef, useState } from 'react'
import type { Hash } from 'viem'
import { track } from '@/lib/analytics'
import { errorChain } from '@/lib/errors'

/** Spec 4: the confirm modal, the attempt, and the hash once sent. */
export interface LiquidityTxState {
  showConfirm: boolean
  attempting: boolean
  hash?: Hash
}

const CLOSED: LiquidityTxState = { showConfirm: false, attempting: false }

const isRejection = (error: unknown) => [...errorChain(error)].some((e) => (e as { code?: unknown }).code === 4001)

/**
 * From a button to a transaction in the liquidity flows: the confirm modal (skipped in expert mode), one send at a
 * time, an analytics event when sent. Spec 8: a wallet rejection is ignored silently; any other error is logged and
 * the waiting state is cancelled. Closing after a hash calls `onDone` (the form is cleared).
 */
export function useLiquiditySend(category: 'Add' | 'Remove', expert: boolean, send: () => Promise<Hash>, onDone: () => void) {
  const [state, setState] = useState<LiquidityTxState>(CLOSED)
  const sending = useRef(false)
  const attempt = async () => {
    if (sending.current) return
    sending.current = true
    setState((s) => ({ ...s, attempting: true }))
    try {
      const hash = await send()
      track({ type: 'event', category: 'Liquidity', action: category })
      setState((s) => ({ ...s, attempting: false, hash }))
    } catch (error) {
      if (!isRejection(error)) console.error(`${category} liquidity failed`, error)
      setState((s) => ({ ...s, attempting: false }))
    } finally {
      sending.current = false
    }
  }
  return {
    state,
    /** The main button: straight to the wallet in expert mode, else the confirm modal. */
    start: () => (expert ? void attempt() : setState({ ...CLOSED, showConfirm: true })),
    confirm: () => void attempt(),
    dismiss: () => {
      if (state.hash) onDone()
      setState(CLOSED)
    },
  }
}
