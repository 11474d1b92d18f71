import type { TokenList } from '@uniswap/token-lists'
import type { PublicClient } from 'viem'
import { ipfsGatewaysFor } from '@/config/tokenLists'
import { nameServiceFor, readContenthash } from '@/entities/name'
import { toStoredError } from '@/lib/errors'
import type { FetchTokenListOptions, fetchTokenList as fetchNow } from './fetchTokenList'
import { useListsStore } from './listsStore'

/** A chain's read client (wagmi's `getPublicClient(config, { chainId })`); undefined for a chain it does not serve. */
export type ChainClientGetter = (chainId: number) => Pick<PublicClient, 'readContract'> | undefined

/**
 * Where lists are fetched from on `chainId`: its IPFS gateways and its name service (else mainnet's), through
 * `clientOf`'s client for that chain.
 */
export function listFetchOptions(chainId: number | undefined, clientOf: ChainClientGetter): FetchTokenListOptions {
  return {
    ipfsGateways: ipfsGatewaysFor(chainId),
    resolveContenthash: async (name) => {
      const service = nameServiceFor(chainId)
      const client = service && clientOf(service.chainId)
      if (!service || !client) throw new Error('No name service on this chain')
      return readContenthash(client, service.registry, name)
    },
  }
}

/**
 * The list fetcher loads with the first list fetched, not with the app: no list is fetched before the swap screen is
 * interactive, and the swap route has a size budget.
 */
export const fetchTokenList = async (...args: Parameters<typeof fetchNow>): ReturnType<typeof fetchNow> =>
  (await import('./fetchTokenList')).fetchTokenList(...args)

/**
 * Fetches a list and records the outcome (spec 4): current or pending update, or the error's code by URL (the last good
 * copy stays). An aborted fetch records nothing. The token-list query runs this, one fetch per URL at a time.
 */
export async function loadTokenList(
  url: string,
  options: FetchTokenListOptions,
  signal?: AbortSignal,
): Promise<TokenList> {
  let list: TokenList
  try {
    list = await fetchTokenList(url, options, signal)
  } catch (error) {
    if (!signal?.aborted) useListsStore.getState().fetchRejected(url, toStoredError(error))
    throw error
  }
  if (!signal?.aborted) useListsStore.getState().fetchFulfilled(url, list)
  return list
}
