import { useMemo } from 'react'
import type { Address } from 'viem'
import { useBlockQuery, useBlockScope } from '@/lib/chain/useBlockQuery'
import { type TokenPairs, chainPairAddresses, pairsToRead } from './model/routingPairs'
import { type ReservesByPair, pairReservesQueryOptions } from './queries/readPairReserves'

export interface PairReserves {
  /** Each token pair's V2 pair address, in order (undefined for a pair that cannot be). */
  addresses: (Address | undefined)[]
  /** The latest block's reserves by pair address; the previous block's stay while the next loads. */
  reserves: ReservesByPair | undefined
}

/**
 * The reserves of token pairs' V2 pairs at the latest block, one query per block, as plain numbers: no SDK, so the
 * swap screen can read them before the trade code loads. A failed node read is retried; no pair is a fact (null).
 */
export function usePairReserves(chainId: number | undefined, tokenPairs: TokenPairs): PairReserves {
  const addresses = useMemo(() => chainPairAddresses(chainId, tokenPairs), [chainId, tokenPairs])
  const wanted = pairsToRead(addresses)
  const scope = useBlockScope(chainId, wanted.length > 0)
  const { data } = useBlockQuery(pairReservesQueryOptions(scope.client, { ...scope, pairs: wanted }))
  return useMemo(() => ({ addresses, reserves: data }), [addresses, data])
}
