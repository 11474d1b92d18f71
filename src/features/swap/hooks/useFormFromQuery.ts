import { useEffect, useRef, useState } from 'react'
import type { SwapQuery } from '@/lib/url'
import { useSwapFormStore } from '../model/swapFormStore'

/**
 * The form starts from the URL's query, again when the query or the chain changes (switching `use` keeps the amount).
 * It does so in the first render, so the screen's first commit already reads for the link's currencies and amount.
 */
export function useFormFromQuery(query: SwapQuery, chainId: number | undefined): void {
  const { use: _use, ...form } = query
  const formKey = JSON.stringify(form)
  const [started] = useState(() => {
    useSwapFormStore.getState().replaceState(form)
    return `${formKey} ${String(chainId)}`
  })
  const applied = useRef(started)
  useEffect(() => {
    const key = `${formKey} ${String(chainId)}`
    if (applied.current === key) return
    applied.current = key
    useSwapFormStore.getState().replaceState(JSON.parse(formKey) as Omit<SwapQuery, 'use'>)
  }, [formKey, chainId])
}
