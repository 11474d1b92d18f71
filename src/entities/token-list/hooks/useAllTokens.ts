import { useMemo } from 'react'
import type { TokenInfo } from '@/entities/token'
import { useSettingsStore } from '@/entities/settings'
import { type TokenMap, combineTokenMaps } from '../model/tokenMaps'
import { useListsStore } from '../listsStore'
import { activeLists, useActiveLists } from './useActiveLists'

/** The tokens of the active lists on a chain. */
export function useActiveListTokens(chainId: number | undefined): TokenMap {
  const lists = useActiveLists()
  return useMemo(() => (chainId === undefined ? new Map() : combineTokenMaps(lists, chainId)), [lists, chainId])
}

/** The user's imported tokens on a chain (stored in this browser, spec section 3). */
export function useUserTokens(chainId: number | undefined): TokenMap {
  const stored = useSettingsStore((state) => (chainId === undefined ? undefined : state.tokens[chainId]))
  return useMemo(() => userTokenMap(stored), [stored])
}

type StoredTokens = ReturnType<typeof useSettingsStore.getState>['tokens'][number]

/** The user's imported tokens of one chain as a token map, by lower-case address. */
function userTokenMap(stored: StoredTokens | undefined): TokenMap {
  const tokens = new Map<string, TokenInfo>()
  for (const token of Object.values(stored ?? {})) {
    tokens.set(token.address.toLowerCase(), {
      kind: 'token',
      chainId: token.chainId,
      address: token.address,
      decimals: token.decimals,
      symbol: token.symbol ?? 'UNKNOWN',
      name: token.name ?? 'Unknown Token',
    })
  }
  return tokens
}

/** The active lists' tokens with the imported ones that no list has. */
function withImported(listed: TokenMap, imported: TokenMap): TokenMap {
  if (imported.size === 0) return listed
  const all = new Map(listed)
  for (const [key, token] of imported) if (!all.has(key)) all.set(key, token)
  return all
}

/** Every token the user can pick without a warning on a chain: the active lists' and the imported ones. */
export function useAllTokens(chainId: number | undefined): TokenMap {
  const listed = useActiveListTokens(chainId)
  const imported = useUserTokens(chainId)
  return useMemo(() => withImported(listed, imported), [listed, imported])
}

/** `useAllTokens` outside React, for reads asked for before anything renders (`prefetchFirstReads`). */
export function allTokensNow(chainId: number): TokenMap {
  const stored = useSettingsStore.getState().tokens[chainId]
  return withImported(combineTokenMaps(activeLists(useListsStore.getState()), chainId), userTokenMap(stored))
}
