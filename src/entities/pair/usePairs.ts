import { CurrencyAmount, type Token } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import { useMemo } from 'react'
import { type Address, isAddressEqual } from 'viem'
import { useBlockQuery, useBlockScope } from '@/lib/chain/useBlockQuery'
import { sortTokens } from './model/pairAddress'
import { type TokenPairs, chainPairAddresses, pairsToRead } from './model/routingPairs'
import { pairReservesQueryOptions } from './queries/readPairReserves'

/** Spec section 3: what is known of a pair. */
export type PairState = 'LOADING' | 'NOT_EXISTS' | 'EXISTS' | 'INVALID'

export interface PairResult {
  state: PairState
  /** The SDK pair (reserves of this block), when it exists. */
  pair?: Pair
  address?: Address
}

/**
 * V2 pairs with reserves at the latest block, one query per block (a failed node read is retried; no pair at an
 * address is a fact); the previous reserves stay while the next load, so routes never flicker. A memoised
 * `tokenPairs` gets the same array back until it or the reserves change.
 */
export function usePairs(chainId: number | undefined, tokenPairs: TokenPairs<Token>): PairResult[] {
  const addresses = useMemo(() => chainPairAddresses(chainId, tokenPairs), [chainId, tokenPairs])
  const wanted = pairsToRead(addresses)
  const scope = useBlockScope(chainId, wanted.length > 0)
  const { data } = useBlockQuery(pairReservesQueryOptions(scope.client, { ...scope, pairs: wanted }))
  return useMemo(
    () =>
      tokenPairs.map(([a, b], index): PairResult => {
        const address = addresses[index]
        if (!a || !b || !address) return { state: 'INVALID' }
        const reserves = data?.[address]
        if (reserves === undefined) return { state: 'LOADING', address }
        if (reserves === null) return { state: 'NOT_EXISTS', address }
        const [first] = sortTokens(a.address as Address, b.address as Address)
        const [token0, token1] = isAddressEqual(first, a.address as Address) ? [a, b] : [b, a]
        const pair = new Pair(
          CurrencyAmount.fromRawAmount(token0, reserves[0].toString()),
          CurrencyAmount.fromRawAmount(token1, reserves[1].toString()),
        )
        return { state: 'EXISTS', pair, address }
      }),
    [tokenPairs, addresses, data],
  )
}
