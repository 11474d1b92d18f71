import { useReadClient } from './readClient'
import {
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
  keepPreviousData,
  queryOptions,
  skipToken,
  useQuery,
} from '@tanstack/react-query'
import { chainReadMeta } from './health/reportChainReads'
import type { ChainReader } from './readContractsBatched'
import { useLatestBlockNumber } from './useLatestBlockNumber'

/** Where a block-keyed read happens: the chain and the block every value must agree with. */
export interface BlockScope {
  chainId: number
  blockNumber: bigint
}

/**
 * Query options for reads that must agree with one block. The fetch takes every input from the key
 * `[name, { chainId, blockNumber, ...params }]` so they cannot drift; skipped until client, chain and block are known
 * and `enabled` holds. `read` gets the query cache only for hints that save round trips, never for a value.
 */
export function blockQueryOptions<const TName extends string, const TParams extends Record<string, unknown>, TData>(
  name: TName,
  client: ChainReader | undefined,
  scope: { chainId: number | undefined; blockNumber: bigint | undefined },
  params: TParams,
  read: (client: ChainReader, input: TParams & BlockScope, cache: QueryClient) => Promise<TData>,
  enabled = true,
) {
  const { chainId, blockNumber } = scope
  const ready = enabled && client !== undefined && chainId !== undefined && blockNumber !== undefined
  return queryOptions({
    queryKey: [name, { ...params, chainId, blockNumber }] as const,
    // Whether the block's reads succeed is part of the chain's freshness.
    meta: chainReadMeta(chainId),
    queryFn: ready
      ? ({ queryKey: [, input], client: cache }) => {
          // Set whenever the query runs (it is skipped otherwise); checked for the types' sake.
          if (input.chainId === undefined || input.blockNumber === undefined)
            throw new Error(`${name}: no block to read`)
          return read(client, { ...input, chainId: input.chainId, blockNumber: input.blockNumber }, cache)
        }
      : skipToken,
  })
}

/**
 * The read client and the latest block of a chain, for a block-keyed query: the client is wagmi's for that chain
 * (never the module-level config), the block is the chain's one latest-block source. A read that is off does not
 * follow the chain's blocks.
 */
export function useBlockScope(
  chainId: number | undefined,
  enabled = true,
): { client: ChainReader | undefined; chainId: number | undefined; blockNumber: bigint | undefined } {
  const { data: blockNumber } = useLatestBlockNumber(enabled ? chainId : undefined)
  const client = useReadClient(chainId)
  return { client: chainId === undefined ? undefined : client, chainId, blockNumber }
}

/**
 * A query's data as it is: as a `select`, it makes TanStack share each result with the observer's previous one
 * (`replaceEqualDeep`), which it does only for selected data. Module-level, so TanStack runs it once per new data.
 */
const sameData = <T>(data: T): T => data

/**
 * One query per block (one `eth_call` via viem's multicall batching; a block's values never change), keeping the
 * previous block's result while the next loads. Equal values give the same data object (`select`), so memos and
 * readers change only when the chain's values do.
 */
export function useBlockQuery<TQueryFnData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TQueryFnData, TQueryKey>,
) {
  return useQuery({ select: sameData, ...options, placeholderData: keepPreviousData, staleTime: Infinity })
}
