import { useMemo } from 'react'
import { isAddress } from 'viem'
import type { TokenInfo } from '@/entities/token'
import { useActiveListTokens, useToken } from '@/entities/token-list'

/** The tokens whose V1 exchanges are searched: the active lists' tokens and the token at a typed address. */
export function useV1SearchTokens(
  chainId: number | undefined,
  search: string,
): { tokens: TokenInfo[]; searching: boolean } {
  const listed = useActiveListTokens(chainId)
  const address = search.trim()
  const found = useToken(chainId, isAddress(address, { strict: false }) ? address : undefined)
  const tokens = useMemo(() => {
    const all = [...listed.values()]
    return found.token && !listed.has(found.token.address.toLowerCase()) ? [...all, found.token] : all
  }, [listed, found.token])
  return { tokens, searching: found.loading }
}
