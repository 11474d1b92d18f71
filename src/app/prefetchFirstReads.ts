import type { QueryClient } from '@tanstack/react-query'
import type { Config } from 'wagmi'
import { getClient } from 'wagmi/actions'
import { defaultChain } from '@/config/chains'
import { configListFetchOptions, tokenListQueryOptions, useListsStore } from '@/entities/token-list'
import { readClient } from '@/lib/chain/readClient'
import { prefetchHead } from '@/lib/chain/useLatestBlockNumber'

/**
 * The reads a cold load's first screen waits for, asked for as the app starts rather than from its first render's
 * effects (issue 16: a cold load to the first quote), with the queries and options the app's own observers use, so
 * they find the answers, or the requests in flight, and ask nothing twice:
 * - every list the user has (the lists' refresh fetches them all at start);
 * - the head of the chain the app reads before a wallet connects (`useReadChainId`), but only when no wallet is to
 *   reconnect: a reconnecting wallet's balances would miss the first block's multicall, which waits for the swap
 *   engine (`holdFirstBlock`) as before.
 */
export function prefetchFirstReads(queryClient: QueryClient, config: Config): void {
  const chainId = defaultChain.id
  const options = configListFetchOptions(config, chainId)
  for (const url of Object.keys(useListsStore.getState().byUrl)) void queryClient.prefetchQuery(tokenListQueryOptions(url, options))
  const client = getClient(config, { chainId })
  if (client && config.state.current === null) void prefetchHead(queryClient, readClient(client), chainId)
}
