import type { TokenList } from '@uniswap/token-lists'
import { ipfsGatewaysFor } from '@/config/tokenLists'
import { clientOf, nameServiceFor, readContenthash } from '@/entities/name'
import { toStoredError } from '@/lib/errors'
import { type FetchTokenListOptions, fetchTokenList } from './fetchTokenList'
import { useListsStore } from './listsStore'

/** Where lists are fetched from while the app is on `chainId`: its IPFS gateways, and its name service (else mainnet's). */
export function listFetchOptions(chainId: number | undefined): FetchTokenListOptions {
  return {
    ipfsGateways: ipfsGatewaysFor(chainId),
    resolveContenthash: async (name) => {
      const service = nameServiceFor(chainId)
      if (!service) throw new Error('No name service on this chain')
      return readContenthash(clientOf(service.chainId), service.registry, name)
    },
  }
}

let requests = 0

/**
 * Fetches a list into the lists state, through the spec's lifecycle: pending, then fulfilled (current, or a pending
 * update) or rejected (the error's code and parameters, stored by URL). Resolves with the list, or rejects with the error.
 */
export async function loadTokenList(url: string, options: FetchTokenListOptions): Promise<TokenList> {
  const requestId = `${Date.now()}-${++requests}`
  useListsStore.getState().fetchPending(url, requestId)
  try {
    const list = await fetchTokenList(url, options)
    useListsStore.getState().fetchFulfilled(url, list, requestId)
    return list
  } catch (error) {
    useListsStore.getState().fetchRejected(url, toStoredError(error), requestId)
    throw error
  }
}
