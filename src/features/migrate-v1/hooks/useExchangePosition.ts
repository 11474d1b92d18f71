import { useMemo } from 'react'
import { type Address, isAddressEqual } from 'viem'
import { type TokenInfo, wrappedNative } from '@/entities/token'
import { useToken } from '@/entities/token-list'
import { type V1Position, useV1ExchangeToken, useV1Exchanges, useV1Positions } from '@/entities/v1'
import { migrationRefused } from '../model/migrate'

export interface ExchangePosition {
  /** The token the exchange trades, once known. */
  token: TokenInfo | undefined
  /** The account's liquidity in the exchange; undefined while loading or when it holds none. */
  position: V1Position | undefined
  loading: boolean
  /** The address is not the V1 factory's exchange of a token. */
  notExchange: boolean
  /** The wrapped native token's pool: never migrated (spec 2). */
  refused: boolean
}

/**
 * The account's position in the V1 exchange at the path's address: its token, the token's metadata and the position,
 * only if the factory agrees this is the token's exchange.
 */
export function useExchangePosition(
  chainId: number | undefined,
  account: Address | undefined,
  exchange: Address,
): ExchangePosition {
  const tokenAddress = useV1ExchangeToken(chainId, exchange)
  const lookup = useToken(chainId, tokenAddress.data)
  const tokens = useMemo(() => (lookup.token ? [lookup.token] : []), [lookup.token])
  const exchanges = useV1Exchanges(
    chainId,
    useMemo(() => tokens.map((t) => t.address), [tokens]),
  )
  const { positions, loading } = useV1Positions(chainId, account, tokens)
  const token = lookup.token
  const factoryExchange = token ? exchanges.data?.[token.address.toLowerCase()] : undefined
  const notExchange =
    tokenAddress.isError ||
    (tokenAddress.isSuccess && !lookup.loading && !token) ||
    (exchanges.isSuccess && !(factoryExchange && isAddressEqual(factoryExchange, exchange)))
  const weth = wrappedNative(chainId)?.address
  return {
    token,
    position: positions.find((p) => isAddressEqual(p.exchange, exchange)),
    loading: !notExchange && (tokenAddress.isLoading || lookup.loading || exchanges.isLoading || loading),
    notExchange,
    refused: Boolean(token && weth && migrationRefused(token.address, weth)),
  }
}
