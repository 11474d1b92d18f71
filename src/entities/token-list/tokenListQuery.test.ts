// @vitest-environment jsdom
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import type { TokenList } from '@uniswap/token-lists'
import { getAddress } from 'viem'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { LIST_REFRESH_MS } from '@/config/tokenLists'
import type { FetchTokenListOptions } from './fetchTokenList'
import { NEW_LIST_STATE, useListsStore } from './listsStore'
import { listFetchOptions } from './loadTokenList'
import { tokenListQueryKey, tokenListQueryOptions } from './tokenListQuery'

const URL_A = 'https://lists.example/a.json'
const list = (minor: number): TokenList => ({
  name: 'Test List',
  timestamp: '2026-01-01T00:00:00.000Z',
  version: { major: 1, minor, patch: 0 },
  tokens: [
    {
      chainId: 1,
      address: getAddress('0x6b175474e89094c44da98b954eedeac495271d0f'),
      decimals: 18,
      symbol: 'DAI',
      name: 'Dai Stablecoin',
    },
  ],
})

/** A fetch the test answers: each call waits until `answer` is called with a body (or an HTTP status). */
function pendingFetch() {
  const waiting: ((response: Response) => void)[] = []
  const fetch = vi.fn(() => new Promise<Response>((resolve) => waiting.push(resolve)))
  const answer = (body: TokenList | number) => {
    const resolve = waiting.shift()
    if (!resolve) throw new Error('no fetch is waiting')
    resolve(typeof body === 'number' ? new Response('nope', { status: body }) : new Response(JSON.stringify(body)))
  }
  return { fetch, answer, waiting }
}

const optionsWith = (fetch: FetchTokenListOptions['fetch']): FetchTokenListOptions => ({
  ipfsGateways: [],
  resolveContenthash: () => Promise.reject(new Error('no name service in this test')),
  fetch,
})
const entry = () => useListsStore.getState().byUrl[URL_A]

beforeEach(() => {
  localStorage.clear()
  useListsStore.setState({ byUrl: { [URL_A]: NEW_LIST_STATE }, activeListUrls: [URL_A] })
})

describe('tokenListQueryOptions', () => {
  it('default: keyed by URL, fresh and refreshed every 10 minutes, refreshed on reconnect whatever its age, no retries', () => {
    const options = tokenListQueryOptions(URL_A, optionsWith(undefined))
    expect(options.queryKey).toEqual(['tokenList', URL_A])
    expect(tokenListQueryKey(URL_A)).toEqual(options.queryKey)
    expect(options).toMatchObject({
      refetchInterval: LIST_REFRESH_MS,
      staleTime: LIST_REFRESH_MS,
      refetchOnReconnect: 'always',
      refetchOnWindowFocus: false,
      retry: false,
    })
  })

  it('behavior: the fetched list lands in the lists store, and the query holds it', async () => {
    const { fetch, answer } = pendingFetch()
    const client = new QueryClient()
    const result = client.fetchQuery(tokenListQueryOptions(URL_A, optionsWith(fetch)))
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    answer(list(0))
    await expect(result).resolves.toEqual(list(0))
    expect(entry()).toEqual({ current: list(0), pendingUpdate: null, error: null })
  })

  it('behavior: fetches of one URL at the same time share one download', async () => {
    const { fetch, answer } = pendingFetch()
    const client = new QueryClient()
    const first = client.fetchQuery(tokenListQueryOptions(URL_A, optionsWith(fetch)))
    const second = client.fetchQuery({ ...tokenListQueryOptions(URL_A, optionsWith(fetch)), staleTime: 0 })
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    answer(list(0))
    await expect(Promise.all([first, second])).resolves.toEqual([list(0), list(0)])
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it("behavior: an observer that comes after a fetch (the start's prefetch) takes its answer, or the fetch in flight: one download", async () => {
    const { fetch, answer } = pendingFetch()
    const client = new QueryClient()
    const prefetched = client.prefetchQuery(tokenListQueryOptions(URL_A, optionsWith(fetch)))
    const inFlight = new QueryObserver(client, tokenListQueryOptions(URL_A, optionsWith(fetch)))
    const stopInFlight = inFlight.subscribe(() => undefined)
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    answer(list(0))
    await prefetched
    const later = new QueryObserver(client, tokenListQueryOptions(URL_A, optionsWith(fetch)))
    const stopLater = later.subscribe(() => undefined)
    expect(later.getCurrentResult()).toMatchObject({ data: list(0), isStale: false, fetchStatus: 'idle' })
    expect(fetch).toHaveBeenCalledTimes(1)
    stopInFlight()
    stopLater()
  })

  it('error: a failed refresh stores the code and parameters and keeps the last good list', async () => {
    useListsStore.setState({ byUrl: { [URL_A]: { ...NEW_LIST_STATE, current: list(0) } } })
    const { fetch, answer } = pendingFetch()
    const client = new QueryClient()
    const result = client.fetchQuery(tokenListQueryOptions(URL_A, optionsWith(fetch)))
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    answer(500)
    await expect(result).rejects.toMatchObject({ code: 'LIST_DOWNLOAD_FAILED' })
    expect(entry()).toEqual({
      current: list(0),
      pendingUpdate: null,
      error: { code: 'LIST_DOWNLOAD_FAILED', params: { url: URL_A } },
    })
  })

  it('behavior: a cancelled fetch records nothing, even when its answer arrives before the newer fetch’s', async () => {
    const { fetch, answer } = pendingFetch()
    const client = new QueryClient()
    const stale = client.fetchQuery(tokenListQueryOptions(URL_A, optionsWith(fetch)))
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    await client.cancelQueries({ queryKey: tokenListQueryKey(URL_A) })
    await expect(stale).rejects.toThrow()
    const fresh = client.fetchQuery(tokenListQueryOptions(URL_A, optionsWith(fetch)))
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    answer(list(3))
    answer(list(0))
    await expect(fresh).resolves.toEqual(list(0))
    // Had the cancelled answer (1.3.0) been recorded first, the newer one (1.0.0) would be ignored as older.
    expect(entry()).toEqual({ current: list(0), pendingUpdate: null, error: null })
  })
})

describe('listFetchOptions', () => {
  const RESOLVER = getAddress('0x4976fb03c32e5b8cfe2b6ccb31c09ba78ebaba41')
  const CONTENTHASH = '0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f'

  it('default: a name is read through the client of the name service’s chain (mainnet for a chain without one)', async () => {
    const readContract = vi.fn().mockResolvedValueOnce(RESOLVER).mockResolvedValueOnce(CONTENTHASH)
    const clientOf = vi.fn(() => ({ readContract }))
    await expect(listFetchOptions(56, clientOf).resolveContenthash('tokens.example.eth')).resolves.toBe(CONTENTHASH)
    expect(clientOf).toHaveBeenCalledWith(1)
    expect(readContract).toHaveBeenCalledTimes(2)
  })

  it('error: no client for the name service’s chain, no name resolution', async () => {
    await expect(listFetchOptions(1, () => undefined).resolveContenthash('tokens.example.eth')).rejects.toThrow(
      'No name service',
    )
  })
})
