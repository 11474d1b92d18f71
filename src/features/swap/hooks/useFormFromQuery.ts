import { useEffect } from 'react'
import type { SwapQuery } from '@/lib/url'
import { useSwapFormStore } from '../model/swapFormStore'

/**
 * The form starts from the URL's query, again when the query or the chain changes; switching the trade version
 * (`use`) keeps what was typed.
 */
export function useFormFromQuery(query: SwapQuery, chainId: number | undefined): void {
  const { use: _use, ...form } = query
  const key = JSON.stringify(form)
  useEffect(() => useSwapFormStore.getState().replaceState(JSON.parse(key) as Omit<SwapQuery, 'use'>), [key, chainId])
}
