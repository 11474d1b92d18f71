import type { QueryClient } from '@tanstack/react-query'
import type { Config } from 'wagmi'
import { getClient } from 'wagmi/actions'
import { defaultChain } from '@/config/chains'
import { configListFetchOptions, tokenListQueryOptions, useListsStore } from '@/entities/token-list'
import { landingReader } from '@/lib/chain/landingReader'
import { readClient } from '@/lib/chain/readClient'
import { prefetchHead } from '@/lib/chain/useLatestBlockNumber'

/** What every route's loader gets: the app's one query client and wagmi's config (src/app/router.ts). */
export interface AppRouterContext {
  queryClient: QueryClient
  config: Config
}

/**
 * The reads every first screen waits for, asked as the app starts, with the queries the app's own observers use: every
 * list the user has (the lists' refresh fetches them all at start), and the head of the chain the app reads.
 */
export function prefetchAppReads({ queryClient, config }: AppRouterContext): void {
  const options = configListFetchOptions(config, defaultChain.id)
  for (const url of Object.keys(useListsStore.getState().byUrl))
    void queryClient.prefetchQuery(tokenListQueryOptions(url, options))
  const { chainId } = landingReader(config.state)
  const client = chainId === undefined ? undefined : getClient(config, { chainId })
  if (client && chainId !== undefined) void prefetchHead(queryClient, readClient(client), chainId)
}
