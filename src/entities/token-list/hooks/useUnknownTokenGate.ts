import { useEffect, useRef } from 'react'
import { type TokenInfo, useTokenPickerStore } from '@/entities/token'
import type { TokenLookup } from './useToken'

/**
 * A currency on no active list is used only after the import warning (spec 2): the picker opens in import mode;
 * dismissing calls `onDismiss` with the sides concerned.
 */
export function useUnknownTokenGate<K extends string>(
  chainId: number | undefined,
  sides: readonly (readonly [K, TokenLookup])[],
  onDismiss: (keys: K[]) => void,
): void {
  const unknown = sides.filter(([, lookup]) => lookup.token && !lookup.known) as (readonly [
    K,
    TokenLookup & { token: TokenInfo },
  ])[]
  const key = unknown.map(([side, lookup]) => `${side}:${lookup.token.address}`).join(',')
  const latest = useRef({ unknown, onDismiss })
  useEffect(() => {
    latest.current = { unknown, onDismiss }
  })
  useEffect(() => {
    if (!key || chainId === undefined) return
    const { unknown: tokens, onDismiss: dismiss } = latest.current
    useTokenPickerStore.getState().open({
      mode: 'import',
      chainId,
      tokens: tokens.map(([, lookup]) => lookup.token),
      onImport: () => undefined,
      onDismiss: () => dismiss(tokens.map(([side]) => side)),
    })
  }, [key, chainId])
}
