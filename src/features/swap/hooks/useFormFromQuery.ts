import { useEffect, useRef, useState } from 'react'
import type { SwapQuery } from '@/lib/url'
import { useSwapFormStore } from '../model/swapFormStore'

/**
 * The form starts from the URL's query, again when the query or the chain changes; switching the trade version
 * (`use`) keeps what was typed.
 *
 * The first render already starts from the query (the form's store is the swap screen's alone, so nothing else
 * renders from it then): the screen's first commit has its currencies and amount, and the engine's reads go out with
 * the first block's, not after an effect and a second render of the whole screen.
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
