import { useReadClient } from '@/lib/chain/readClient'
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { readTokenMetadata } from './readTokenMetadata'

export const tokenMetadataKey = (chainId: number | undefined, address: Address | undefined) =>
  ['tokenMetadata', { chainId, address }] as const

/**
 * A token's metadata from its contract, for tokens on no list (import by address, tokens in URLs). Token metadata
 * does not change with blocks: read once per session and kept.
 */
export function useOnChainToken(chainId: number | undefined, address: Address | undefined, enabled = true) {
  const client = useReadClient(chainId)
  return useQuery({
    queryKey: tokenMetadataKey(chainId, address),
    queryFn: () => readTokenMetadata(client!, chainId!, address!),
    enabled: enabled && Boolean(client && chainId && address),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 2,
  })
}
