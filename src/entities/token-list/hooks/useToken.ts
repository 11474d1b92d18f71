import type { Address } from 'viem'
import { isAddress } from 'viem'
import { type Currency, NATIVE_CURRENCY_ID, type TokenInfo, nativeCurrency, useOnChainToken } from '@/entities/token'
import { useAllTokens } from './useAllTokens'

export interface TokenLookup {
  token: TokenInfo | undefined
  /** On an active list or imported by the user: usable without the unknown-token warning. */
  known: boolean
  loading: boolean
}

/** A token by address: from the active lists or the user's tokens, else read from its contract. */
export function useToken(chainId: number | undefined, address: string | undefined): TokenLookup {
  const all = useAllTokens(chainId)
  const valid = address !== undefined && isAddress(address, { strict: false })
  const known = valid ? all.get(address.toLowerCase()) : undefined
  const onChain = useOnChainToken(chainId, valid ? (address as Address) : undefined, valid && !known)
  if (known) return { token: known, known: true, loading: false }
  return { token: onChain.data ?? undefined, known: false, loading: onChain.isLoading }
}

/** A currency by its id in URLs and forms: 'ETH' (any case) for the native coin, else a token address. */
export function useCurrency(
  chainId: number | undefined,
  id: string | undefined,
): TokenLookup & { currency: Currency | undefined } {
  const native = id?.toUpperCase() === NATIVE_CURRENCY_ID
  const lookup = useToken(chainId, native ? undefined : id)
  if (native && chainId !== undefined)
    return { currency: nativeCurrency(chainId), token: undefined, known: true, loading: false }
  return { ...lookup, currency: lookup.token }
}
