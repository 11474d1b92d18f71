// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import { type ReactNode, createElement } from 'react'
import {
  type Address,
  type Chain,
  type Hex,
  decodeFunctionData,
  encodeFunctionResult,
  multicall3Abi,
  parseAbi,
} from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type CreateConnectorFn, WagmiProvider, createConfig, custom, mock } from 'wagmi'
import { hashFn } from 'wagmi/query'
import { defaultChain } from '@/config/chains'
import { routingBasesFor } from '@/config/routing'
import { candidatePairs, routingBaseTokens, usePairs } from '@/entities/pair'
import { useSettingsStore } from '@/entities/settings'
import { toSdkToken, wrappedNative } from '@/entities/token'
import { NEW_LIST_STATE, tokenListQueryKey, useAllTokens, useListsStore } from '@/entities/token-list'
import { useTransactionDeadline } from '@/entities/transaction'
import { headQueryOptions } from '@/lib/chain/useLatestBlockNumber'
import { type SwapQuery, type SwapSearch, parseSwapQuery } from '@/lib/url'
import { prefetchFirstReads } from './prefetchFirstReads'

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

const newClient = () => new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashFn } } })
const headKey = headQueryOptions(undefined, defaultChain.id).queryKey

describe('prefetchFirstReads', () => {
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
    prefetchFirstReads(client, config)
    await vi.waitFor(() => expect(client.getQueryData(headKey)).toBe(16n))
    await vi.waitFor(() => expect(fetched).toEqual(expect.arrayContaining(LISTS)))
    expect(methods).toEqual(['eth_blockNumber'])
    for (const url of LISTS) expect(client.getQueryState(tokenListQueryKey(url))).toBeDefined()
  })

  it('behavior: with a wallet to reconnect, the lists only: the first block waits for the swap engine as before', async () => {
    const { config, methods } = countingConfig()
    config.setState((state) => ({ ...state, current: 'a-connector-uid' }))
    const client = newClient()
    prefetchFirstReads(client, config)
    await vi.waitFor(() => expect(fetched).toEqual(expect.arrayContaining(LISTS)))
    expect(methods).toEqual([])
    expect(client.getQueryState(headKey)).toBeUndefined()
  })
})

const PAIR_ABI = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)'])
const BLOCK_TIME = 1_700_000_000n

/**
 * A config on the default chain whose node answers block 0x1000000 (after Multicall3's deployment, so viem batches the
 * block's reads) and each Multicall3 `aggregate3` of pair reserves and
 * the block's timestamp, and counts the requests by method and the calls of each `aggregate3`.
 */
function answeringConfig() {
  const methods: string[] = []
  const calls: { target: Address; selector: Hex }[] = []
  const answer = (callData: Hex): Hex =>
    callData.startsWith('0x0902f1ac')
      ? encodeFunctionResult({ abi: PAIR_ABI, functionName: 'getReserves', result: [10n ** 21n, 2n * 10n ** 24n, 0] })
      : encodeFunctionResult({ abi: multicall3Abi, functionName: 'getCurrentBlockTimestamp', result: BLOCK_TIME })
  const chains: [Chain, ...Chain[]] = [defaultChain]
  const connectors: CreateConnectorFn[] = []
  const config = createConfig({
    chains,
    connectors,
    storage: null,
    batch: { multicall: { wait: 16 } },
    transports: {
      [defaultChain.id]: custom({
        request: ({ method, params }: { method: string; params: unknown }) => {
          methods.push(method)
          if (method === 'eth_blockNumber') return Promise.resolve('0x1000000')
          if (method !== 'eth_call') return Promise.reject(new Error(`unexpected ${method}`))
          const [{ data }] = params as [{ data: Hex }]
          const { args } = decodeFunctionData({ abi: multicall3Abi, data })
          const aggregate = args[0] as readonly { target: Address; callData: Hex }[]
          aggregate.forEach(({ target, callData }) => calls.push({ target, selector: callData.slice(0, 10) as Hex }))
          const results = aggregate.map(({ callData }) => ({ success: true, returnData: answer(callData) }))
          return Promise.resolve(
            encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: results }),
          )
        },
      }),
    },
  })
  return { config, methods, calls }
}

describe('prefetchFirstReads on a swap link', () => {
  const chainId = defaultChain.id
  // Mainnet's routing bases but WETH and MKR, in a list of the user's, with another token.
  const [, DAI, USDC, USDT, COMP] = routingBasesFor(chainId) as [Address, Address, Address, Address, Address]
  const OTHER: Address = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'
  const LIST = 'https://lists.example/swap.json'
  const listToken = (address: Address, symbol: string) => ({ chainId, address, symbol, name: symbol, decimals: 18 })
  const list = {
    name: 'Swap',
    timestamp: '2026-01-01T00:00:00Z',
    version: { major: 1, minor: 0, patch: 0 },
    tokens: [
      listToken(DAI, 'DAI'),
      listToken(USDC, 'USDC'),
      listToken(USDT, 'USDT'),
      listToken(COMP, 'COMP'),
      listToken(OTHER, 'UNI'),
    ],
  }
  const link = (search: SwapSearch): SwapQuery => parseSwapQuery(search)

  beforeEach(() => {
    useListsStore.setState({ byUrl: { [LIST]: { ...NEW_LIST_STATE, current: list } }, activeListUrls: [LIST] })
    useSettingsStore.setState({ tokens: {} })
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('not a list', { status: 500 })))
  })
  afterEach(() => vi.unstubAllGlobals())

  /** What the swap engine reads for ETH to `output` (as useSwapPairs and useSwapFlow ask), rendered over `client`. */
  function renderSwapReads(client: QueryClient, config: ReturnType<typeof answeringConfig>['config'], output: Address) {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(
        WagmiProvider,
        { config, reconnectOnMount: false },
        createElement(QueryClientProvider, { client }, children),
      )
    return renderHook(
      () => {
        const tokens = useAllTokens(chainId)
        const bases = routingBaseTokens(chainId, tokens).map(toSdkToken)
        const pairs = usePairs(
          chainId,
          candidatePairs(toSdkToken(wrappedNative(chainId)!), toSdkToken(tokens.get(output.toLowerCase())!), bases),
        )
        return { pairs, deadline: useTransactionDeadline(chainId) }
      },
      { wrapper },
    )
  }

  it("default: the reserves of every pair the trade routes over and the deadline's clock, at the head, in one eth_call that the engine's reads find", async () => {
    const { config, methods, calls } = answeringConfig()
    const client = newClient()
    await prefetchFirstReads(client, config, () =>
      link({ inputCurrency: 'ETH', outputCurrency: OTHER, exactAmount: '1' }),
    )
    expect(methods).toEqual(['eth_blockNumber', 'eth_call'])
    // ETH (as WETH) and UNI with each other, each with the four bases the list has (not WETH nor MKR), and those bases
    // with each other; and the clock.
    expect(calls.filter((call) => call.selector === '0x0902f1ac')).toHaveLength(1 + 4 + 4 + 6)
    expect(calls.filter((call) => call.selector === '0x0f28c97d')).toHaveLength(1)
    expect(calls).toHaveLength(16)
    const { result } = renderSwapReads(client, config, OTHER)
    // The first render has them all, and asks the node nothing more.
    expect(result.current.pairs.map((pair) => pair.state)).toEqual(Array(15).fill('EXISTS'))
    expect(result.current.deadline).toBe(BLOCK_TIME + BigInt(useSettingsStore.getState().userDeadline))
    expect(methods).toEqual(['eth_blockNumber', 'eth_call'])
  })

  it("behavior: nothing for the trade when a currency is no list's (the unknown-token warning comes first), or the link names one", async () => {
    for (const search of [
      { inputCurrency: 'ETH', outputCurrency: '0x000000000000000000000000000000000000dEaD' },
      { outputCurrency: DAI },
      { inputCurrency: DAI },
    ]) {
      const { config, methods } = answeringConfig()
      await prefetchFirstReads(newClient(), config, () => link(search))
      expect(methods).toEqual(['eth_blockNumber'])
    }
  })

  it('behavior: another page than the swap (no link), the head alone', async () => {
    const { config, methods } = answeringConfig()
    await prefetchFirstReads(newClient(), config, () => undefined)
    expect(methods).toEqual(['eth_blockNumber'])
  })
})
