import { useEffect } from 'react'
import { type TokenInfo, useTokenPickerStore } from '@/entities/token'
import type { TokenLookup } from '@/entities/token-list'
import type { Field } from '@/lib/url'
import { useSwapFormStore } from '../model/swapFormStore'

/**
 * A currency on no active list (typically from a URL) is used only after the import warning: the token picker
 * opens in import mode; importing keeps it (and remembers the acknowledgement), dismissing clears that side.
 */
export function useUnknownTokenGate(chainId: number | undefined, sides: readonly (readonly [Field, TokenLookup])[]): void {
  const unknown = sides.filter(([, lookup]) => lookup.token && !lookup.known) as (readonly [Field, TokenLookup & { token: TokenInfo }])[]
  const key = unknown.map(([field, lookup]) => `${field}:${lookup.token.address}`).join(',')
  useEffect(() => {
    if (!key || chainId === undefined) return
    const fields = unknown.map(([field]) => field)
    useTokenPickerStore.getState().open({
      mode: 'import',
      chainId,
      tokens: unknown.map(([, lookup]) => lookup.token),
      onImport: () => undefined,
      onDismiss: () => fields.forEach((field) => useSwapFormStore.getState().clearCurrency(field)),
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `unknown` is a new array each render; `key` identifies it
  }, [key, chainId])
}
