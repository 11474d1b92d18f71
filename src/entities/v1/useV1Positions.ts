import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { addressesFor } from '@/config/addresses'
import { useReadClient } from '@/lib/chain/readClient'
import { useStaticScope } from '@/lib/chain/staticQueryOptions'
import type { TokenInfo } from '@/entities/token'
import { useBlockQuery, useBlockScope } from '@/lib/chain/useBlockQuery'
import {
  type V1Holding,
  type V1Market,
  v1ExchangeTokenQueryOptions,
  v1ExchangesQueryOptions,
  v1PositionsQueryOptions,
} from './queries/readV1Positions'

/** An account's liquidity in one V1 exchange (the exchange is its own pool token). */
export interface V1Position extends Omit<V1Holding, 'token'> {
  token: TokenInfo
}

/** The V1 exchange of each token (read once: exchanges never move); tokens without one are left out. */
export function useV1Exchanges(chainId: number | undefined, tokens: readonly Address[]) {
  const client = useReadClient(chainId)
  return useQuery(v1ExchangesQueryOptions(client, { chainId, factory: addressesFor(chainId)?.v1Factory, tokens }))
}

/**
 * One token's V1 exchange, read once the chain's one-off reads may go (the page's first block comes first): undefined
 * while unknown, and for a token without one.
 */
export function useV1ExchangeOf(chainId: number | undefined, token: Address | undefined): Address | undefined {
  const scope = useStaticScope(chainId)
  const { data } = useQuery(
    v1ExchangesQueryOptions(scope.client, {
      chainId,
      factory: addressesFor(chainId)?.v1Factory,
      tokens: token ? [token] : [],
    }),
  )
  return token ? data?.[token.toLowerCase()] : undefined
}

/** The token a V1 exchange trades, read once the chain's one-off reads may go. */
export function useV1ExchangeToken(chainId: number | undefined, exchange: Address | undefined) {
  const scope = useStaticScope(chainId)
  return useQuery(v1ExchangeTokenQueryOptions(scope.client, { chainId, exchange }))
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
  const exchanges = useV1Exchanges(
    chainId,
    tokens.map((t) => t.address),
  )
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
