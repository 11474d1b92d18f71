// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createConfig, custom, mock } from 'wagmi'
import { hashFn } from 'wagmi/query'
import { defaultChain } from '@/config/chains'
import { NEW_LIST_STATE, tokenListQueryKey, useListsStore } from '@/entities/token-list'
import { headQueryOptions } from '@/lib/chain/useLatestBlockNumber'
import { prefetchAppReads } from './loadApp'

const LISTS = ['https://lists.example/a.json', 'https://lists.example/b.json']
const ACCOUNT = '0x00000000000000000000000000000000000000aa'

/** A config on the default chain whose node counts the requests by method and answers block 0x10. */
function countingConfig() {
  const methods: string[] = []
  const config = createConfig({
    chains: [defaultChain],
    connectors: [mock({ accounts: [ACCOUNT] })],
    storage: null,
    transports: {
      [defaultChain.id]: custom({
        request: ({ method }: { method: string }) => {
          methods.push(method)
          if (method === 'eth_blockNumber') return Promise.resolve('0x10')
          return Promise.reject(new Error(`unexpected ${method}`))
        },
      }),
    },
  })
  return { config, methods }
}

/** wagmi's state as restored from a returning user's storage: the wallet's connection, before it reconnects. */
function remember(config: ReturnType<typeof countingConfig>['config'], chainId: number): void {
  const connector = config.connectors[0]!
  config.setState((state) => ({
    ...state,
    current: connector.uid,
    connections: new Map([[connector.uid, { accounts: [ACCOUNT], chainId, connector }]]),
  }))
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashFn } } })
const headKey = headQueryOptions(undefined, defaultChain.id).queryKey

describe('prefetchAppReads', () => {
  let fetched: string[]
  beforeEach(() => {
    fetched = []
    useListsStore.setState({
      byUrl: Object.fromEntries(LISTS.map((url) => [url, NEW_LIST_STATE])),
      activeListUrls: [LISTS[0]!],
    })
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      fetched.push(String(input))
      return Promise.resolve(new Response('not a list', { status: 500 }))
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it("default: every list the user has, and the default chain's head, asked for at once", async () => {
    const { config, methods } = countingConfig()
    const client = newClient()
    prefetchAppReads({ queryClient: client, config })
    await vi.waitFor(() => expect(client.getQueryData(headKey)).toBe(16n))
    await vi.waitFor(() => expect(fetched).toEqual(expect.arrayContaining(LISTS)))
    expect(methods).toEqual(['eth_blockNumber'])
    for (const url of LISTS) expect(client.getQueryState(tokenListQueryKey(url))).toBeDefined()
  })

  it("behavior: with a wallet to reconnect, the head of the wallet's chain, not the default's", async () => {
    const { config, methods } = countingConfig()
    const client = newClient()
    remember(config, defaultChain.id)
    prefetchAppReads({ queryClient: client, config })
    await vi.waitFor(() => expect(client.getQueryData(headKey)).toBe(16n))
    expect(methods).toEqual(['eth_blockNumber'])
  })

  it('behavior: a wallet on a chain the app does not read, the lists alone', async () => {
    const { config, methods } = countingConfig()
    const client = newClient()
    remember(config, 999_999)
    prefetchAppReads({ queryClient: client, config })
    await vi.waitFor(() => expect(fetched).toEqual(expect.arrayContaining(LISTS)))
    expect(methods).toEqual([])
    expect(client.getQueryState(headKey)).toBeUndefined()
  })
})
