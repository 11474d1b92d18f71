import { queryOptions, skipToken } from '@tanstack/react-query'
import { useOneOffReadsOpen } from './health/oneOffReads'
import { useReadClient } from './readClient'
import type { ChainReader } from './readContractsBatched'

/**
 * TanStack query options for a read that does not change with blocks (decimals, a V1 exchange's address): keyed
 * `[name, { ...params, chainId }]`, the query function taking its inputs from the key, kept for the session. Skipped
 * until the client and chain are known and `enabled` holds.
 */
export function staticQueryOptions<const TName extends string, const TParams extends Record<string, unknown>, TData>(
  name: TName,
  client: ChainReader | undefined,
  chainId: number | undefined,
  params: TParams,
  read: (client: ChainReader, input: TParams & { chainId: number }) => Promise<TData>,
  enabled = true,
) {
  const ready = enabled && client !== undefined && chainId !== undefined
  return queryOptions({
    queryKey: [name, { ...params, chainId }] as const,
    queryFn: ready
      ? ({ queryKey: [, input] }) => {
          if (input.chainId === undefined) throw new Error(`${name}: no chain`)
          return read(client, { ...input, chainId: input.chainId })
        }
      : skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 2,
  })
}

/**
 * The read client of a chain for a static read, once the chain's one-off reads may go (`useOneOffReadsOpen`), so a
 * cold load's first round trip is the block's one multicall; undefined before.
 */
export function useStaticScope(chainId: number | undefined): {
  client: ChainReader | undefined
  chainId: number | undefined
} {
  const open = useOneOffReadsOpen(chainId)
  const client = useReadClient(chainId)
  return { client: open && chainId !== undefined ? client : undefined, chainId }
}
