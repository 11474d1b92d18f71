import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { useClient } from 'wagmi'
import { addressesFor } from '@/config/addresses'
import { readClient } from '@/lib/chain/readClient'
import type { TokenInfo } from '@/entities/token'
import { useBlockQuery, useBlockScope } from '@/lib/chain/useBlockQuery'
import {
  type V1Holding,
  type V1Market,
  v1ExchangesQueryOptions,
  v1PositionsQueryOptions,
} from './queries/readV1Positions'

/** An account's liquidity in one V1 exchange (the exchange is its own pool token). */
export interface V1Position extends Omit<V1Holding, 'token'> {
  token: TokenInfo
}

/** The V1 exchange of each token (read once: exchanges never move); tokens without one are left out. */
export function useV1Exchanges(chainId: number | undefined, tokens: readonly TokenInfo[]) {
  const client = useClient({ chainId })
  return useQuery(
    v1ExchangesQueryOptions(chainId === undefined || !client ? undefined : readClient(client), {
      chainId,
      factory: addressesFor(chainId)?.v1Factory,
      tokens: tokens.map((t) => t.address),
    }),
  )
}

/**
 * The account's V1 positions at the latest block, one multicall per block. Keyed on the markets (token and exchange)
 * it reads, not on the tokens alone.
 */
export function useV1Positions(
  chainId: number | undefined,
  account: Address | undefined,
  tokens: readonly TokenInfo[],
) {
  const exchanges = useV1Exchanges(chainId, tokens)
  const multicall = addressesFor(chainId)?.multicall
  const markets = tokens.flatMap((t): V1Market[] => {
    const exchange = exchanges.data?.[t.address.toLowerCase()]
    return exchange ? [{ token: t.address, exchange }] : []
  })
  const scope = useBlockScope(chainId, account !== undefined && multicall !== undefined && markets.length > 0)
  const query = useBlockQuery(v1PositionsQueryOptions(scope.client, { ...scope, account, multicall, markets }))
  const positions = useMemo(
    () =>
      (query.data ?? []).flatMap((holding): V1Position[] => {
        const token = tokens.find((t) => t.address.toLowerCase() === holding.token.toLowerCase())
        return token ? [{ ...holding, token }] : []
      }),
    [query.data, tokens],
  )
  return { positions, loading: exchanges.isLoading || (markets.length > 0 && query.isLoading) }
}
