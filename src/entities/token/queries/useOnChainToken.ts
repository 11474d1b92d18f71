import { useReadClient } from '@/lib/chain/readClient'
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { readTokenMetadata } from './readTokenMetadata'

export const tokenMetadataKey = (chainId: number | undefined, address: Address | undefined) =>
  ['tokenMetadata', { chainId, address }] as const

/** Metadata of a token on no list (import by address, URLs), read once per session: it does not change with blocks. */
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
