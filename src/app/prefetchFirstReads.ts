import type { QueryClient } from '@tanstack/react-query'
import type { Config } from 'wagmi'
import { getClient } from 'wagmi/actions'
import { pairInitCodeHashFor } from '@/config/routing'
import { addressesFor } from '@/config/addresses'
import { defaultChain } from '@/config/chains'
// The pair entity's part without the Uniswap SDKs: its index would bring them to every page's start.
import {
  candidatePairs,
  pairAddresses,
  pairReservesQueryOptions,
  pairsToRead,
  routingBaseTokens,
} from '@/entities/pair/routing'
import { NATIVE_CURRENCY_ID, type TokenInfo, wrappedNative } from '@/entities/token'
import { allTokensNow, configListFetchOptions, tokenListQueryOptions, useListsStore } from '@/entities/token-list'
import { blockTimestampQueryOptions } from '@/lib/chain/readBlockTimestamp'
import { type ReadClient, readClient } from '@/lib/chain/readClient'
import { cachedHead, prefetchHead } from '@/lib/chain/useLatestBlockNumber'
import type { SwapQuery } from '@/lib/url'

/**
 * The reads a cold load's first screen waits for, asked for as the app starts rather than from its first render's
 * effects, with the queries and options the app's own observers use, so they find the answers (or the requests in
 * flight) and ask nothing twice:
 * - every list the user has (the lists' refresh fetches them all at start);
 * - the head of the chain the app reads before a wallet connects (`useReadChainId`), only when no wallet is to
 *   reconnect: a reconnecting wallet's balances must join the first block's multicall, which waits for the swap engine
 *   (`holdFirstBlock`);
 * - on a swap link that names both currencies (`swapLink`, called once the head is in), the swap engine's first block
 *   reads (the reserves of the pairs it routes over, the deadline's clock) in the block's one multicall, while the page
 *   still renders.
 */
export function prefetchFirstReads(
  queryClient: QueryClient,
  config: Config,
  swapLink: () => SwapQuery | undefined = () => undefined,
): Promise<void> {
  const chainId = defaultChain.id
  const options = configListFetchOptions(config, chainId)
  for (const url of Object.keys(useListsStore.getState().byUrl))
    void queryClient.prefetchQuery(tokenListQueryOptions(url, options))
  const client = getClient(config, { chainId })
  if (!client || config.state.current !== null) return Promise.resolve()
  const reader = readClient(client)
  return prefetchHead(queryClient, reader, chainId).then(() => {
    const head = cachedHead(queryClient, chainId)
    const query = swapLink()
    return head !== undefined && query
      ? prefetchSwapReads(queryClient, reader, { chainId, blockNumber: head }, query)
      : undefined
  })
}

/** The token a swap link's currency id names among the tokens the user can pick (ETH as its wrapped token), if any. */
function linkedToken(
  chainId: number,
  tokens: ReadonlyMap<string, TokenInfo>,
  id: string | undefined,
): TokenInfo | undefined {
  if (id === undefined) return undefined
  return id.toUpperCase() === NATIVE_CURRENCY_ID ? wrappedNative(chainId) : tokens.get(id.toLowerCase())
}

/** The swap engine's reads of a block for the link's two currencies, as `useSwapPairs` and `useTransactionDeadline` key them. */
function prefetchSwapReads(
  queryClient: QueryClient,
  reader: ReadClient,
  block: { chainId: number; blockNumber: bigint },
  query: SwapQuery,
): Promise<void> {
  const { chainId, blockNumber } = block
  const tokens = allTokensNow(chainId)
  const [tokenA, tokenB] = [
    linkedToken(chainId, tokens, query.inputCurrency),
    linkedToken(chainId, tokens, query.outputCurrency),
  ]
  // A token no list has waits for the user's word (the unknown-token warning) before the engine reads anything of it.
  if (!tokenA || !tokenB) return Promise.resolve()
  const candidates = candidatePairs(tokenA, tokenB, routingBaseTokens(chainId, tokens))
  const pairs = pairsToRead(pairAddresses(addressesFor(chainId)?.v2Factory, pairInitCodeHashFor(chainId), candidates))
  return Promise.all([
    queryClient.prefetchQuery(pairReservesQueryOptions(reader, { chainId, blockNumber, pairs })),
    queryClient.prefetchQuery(blockTimestampQueryOptions(reader, { chainId, blockNumber })),
  ]).then(() => undefined)
}
