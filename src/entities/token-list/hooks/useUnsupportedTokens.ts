import { useMemo } from 'react'
import type { Currency } from '@/entities/token'
import { unsupportedLists } from '../model/bundledLists'
import { type TokenMap, combineTokenMaps } from '../model/tokenMaps'

/** Tokens that cannot be traded here on a chain (the bundled unsupported list). */
export function useUnsupportedTokens(chainId: number | undefined): TokenMap {
  return useMemo(() => (chainId === undefined ? new Map() : combineTokenMaps(unsupportedLists, chainId)), [chainId])
}

/** Whether any of the currencies is unsupported ('Unsupported Asset'). */
export function isUnsupported(unsupported: TokenMap, ...currencies: (Currency | undefined)[]): boolean {
  return currencies.some((currency) => currency?.kind === 'token' && unsupported.has(currency.address.toLowerCase()))
}
