import type { TokenList } from '@uniswap/token-lists'
import { getPublicClient } from 'wagmi/actions'
import { addressesFor } from '@/config/addresses'
import { ipfsGatewaysFor } from '@/config/tokenLists'
import { readEnsContenthash } from '@/lib/chain/readEnsContenthash'
import { wagmiConfig } from '@/lib/chain/wagmiConfig'
import { type FetchTokenListOptions, fetchTokenList } from './fetchTokenList'
import { useListsStore } from './listsStore'

/** Where lists are fetched from while the app is on `chainId`: its IPFS gateways, and its name service (else mainnet's). */
export function listFetchOptions(chainId: number | undefined): FetchTokenListOptions {
  return {
    ipfsGateways: ipfsGatewaysFor(chainId),
    resolveContenthash: async (name) => {
      const ensChainId = chainId !== undefined && addressesFor(chainId)?.ensRegistry ? chainId : 1
      const registry = addressesFor(ensChainId)?.ensRegistry
      const client = getPublicClient(wagmiConfig, { chainId: ensChainId })
      if (!registry || !client) throw new Error('No name service on this chain')
      return readEnsContenthash(client, registry, name)
    },
  }
}

let requests = 0

/**
 * Fetches a list into the lists state, through the spec's lifecycle: pending, then fulfilled (current, or a pending
 * update) or rejected (the error, stored by URL). Resolves with the list, or rejects with the error.
 */
export async function loadTokenList(url: string, options: FetchTokenListOptions): Promise<TokenList> {
  const requestId = `${Date.now()}-${++requests}`
  useListsStore.getState().fetchPending(url, requestId)
  try {
    const list = await fetchTokenList(url, options)
    useListsStore.getState().fetchFulfilled(url, list, requestId)
    return list
  } catch (error) {
    useListsStore.getState().fetchRejected(url, error instanceof Error ? error.message : String(error), requestId)
    throw error
  }
}
