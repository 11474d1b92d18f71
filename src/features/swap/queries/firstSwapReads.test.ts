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
  erc20Abi,
  multicall3Abi,
  parseAbi,
} from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type CreateConnectorFn, WagmiProvider, createConfig, custom, mock } from 'wagmi'
import { hashFn } from 'wagmi/query'
import { addressesFor } from '@/config/addresses'
import { defaultChain } from '@/config/chains'
import { routingBasesFor } from '@/config/routing'
import { allowanceQueryOptions } from '@/entities/allowance'
import { useCurrencyBalance } from '@/entities/balance'
import { useSettingsStore } from '@/entities/settings'
import { nativeCurrency } from '@/entities/token'
import { NEW_LIST_STATE, useAllTokens, useListsStore } from '@/entities/token-list'
import { useTransactionDeadline } from '@/entities/transaction'
import { type SwapQuery, type SwapSearch, parseSwapQuery } from '@/lib/url'
import { useSwapTrade } from '../hooks/useSwapTrade'
import { routePairs, swapTrade } from '../model/swapTrade'
import { firstSwapReads } from './firstSwapReads'

const ACCOUNT: Address = '0x00000000000000000000000000000000000000aa'
const newClient = () => new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashFn } } })

const PAIR_ABI = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)'])
const BLOCK_TIME = 1_700_000_000n
const TOKEN_BALANCE = 5n * 10n ** 18n
const ETH_BALANCE = 7n * 10n ** 18n

const SELECTORS = {
  reserves: '0x0902f1ac',
  clock: '0x0f28c97d',
  balanceOf: '0x70a08231',
  ethBalance: '0x4d2301cc',
  allowance: '0xdd62ed3e',
} as const

/** Each inner call's answer: reserves, the clock, balances (token and native) and a zero allowance. */
function answer(callData: Hex): Hex {
  if (callData.startsWith(SELECTORS.reserves))
    return encodeFunctionResult({
      abi: PAIR_ABI,
      functionName: 'getReserves',
      result: [10n ** 21n, 2n * 10n ** 24n, 0],
    })
  if (callData.startsWith(SELECTORS.balanceOf))
    return encodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', result: TOKEN_BALANCE })
  if (callData.startsWith(SELECTORS.ethBalance))
    return encodeFunctionResult({ abi: multicall3Abi, functionName: 'getEthBalance', result: ETH_BALANCE })
  if (callData.startsWith(SELECTORS.allowance))
    return encodeFunctionResult({ abi: erc20Abi, functionName: 'allowance', result: 0n })
  return encodeFunctionResult({ abi: multicall3Abi, functionName: 'getCurrentBlockTimestamp', result: BLOCK_TIME })
}

/**
 * A config on the default chain whose node answers block 0x1000000 (after Multicall3's deployment, so viem batches the
 * block's reads) and each Multicall3 `aggregate3`, and counts the requests by method and the calls of each.
 */
function answeringConfig() {
  const methods: string[] = []
  const calls: { target: Address; selector: Hex }[] = []
  const chains: [Chain, ...Chain[]] = [defaultChain]
  const connectors: CreateConnectorFn[] = [mock({ accounts: [ACCOUNT] })]
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

type AnsweringConfig = ReturnType<typeof answeringConfig>['config']

/** wagmi's state as restored from a returning user's storage: the wallet's connection, before it reconnects. */
function remember(config: AnsweringConfig): void {
  const connector = config.connectors[0]!
  config.setState((state) => ({
    ...state,
    current: connector.uid,
    connections: new Map([[connector.uid, { accounts: [ACCOUNT], chainId: defaultChain.id, connector }]]),
  }))
}

describe('firstSwapReads', () => {
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
  const count = (calls: { selector: Hex }[], selector: Hex) => calls.filter((call) => call.selector === selector).length

  beforeEach(() => {
    useListsStore.setState({ byUrl: { [LIST]: { ...NEW_LIST_STATE, current: list } }, activeListUrls: [LIST] })
    useSettingsStore.setState({ tokens: {} })
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('not a list', { status: 500 })))
  })
  afterEach(() => vi.unstubAllGlobals())

  /** What the swap screen reads for 1 of `input` to `output` (as useSwapTrade, useTransactionDeadline and the panels ask). */
  function renderSwapReads(client: QueryClient, config: AnsweringConfig, input: Address | 'ETH', output: Address) {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(
        WagmiProvider,
        { config, reconnectOnMount: false },
        createElement(QueryClientProvider, { client }, children),
      )
    const account = config.state.current ? ACCOUNT : undefined
    return renderHook(
      () => {
        const tokens = useAllTokens(chainId)
        const from = input === 'ETH' ? nativeCurrency(chainId) : tokens.get(input.toLowerCase())
        const to = tokens.get(output.toLowerCase())
        const swap = useSwapTrade(
          { routePairs, swapTrade },
          {
            chainId,
            use: 'v2',
            account,
            currencies: { INPUT: from, OUTPUT: to },
            independentField: 'INPUT',
            typedValue: '1',
          },
        )
        return {
          swap,
          deadline: useTransactionDeadline(chainId),
          balances: [useCurrencyBalance(ACCOUNT, from), useCurrencyBalance(ACCOUNT, to)],
        }
      },
      { wrapper },
    )
  }

  it("default: the reserves of every pair the trade routes over and the deadline's clock, at the head, in one eth_call that the screen's reads find", async () => {
    const { config, methods, calls } = answeringConfig()
    const client = newClient()
    await firstSwapReads(client, config, link({ inputCurrency: 'ETH', outputCurrency: OTHER, exactAmount: '1' }))
    expect(methods).toEqual(['eth_blockNumber', 'eth_call'])
    // ETH (as WETH) and UNI with each other, each with the four bases the list has (not WETH nor MKR), and those bases
    // with each other; and the clock. No wallet: no balances.
    expect(count(calls, SELECTORS.reserves)).toBe(1 + 4 + 4 + 6)
    expect(count(calls, SELECTORS.clock)).toBe(1)
    expect(calls).toHaveLength(16)
    const { result } = renderSwapReads(client, config, 'ETH', OTHER)
    // The first render has them all, and asks the node nothing more.
    expect(result.current.swap?.trade?.trade.route.pairs.length).toBeGreaterThan(0)
    expect(result.current.swap?.dependent).not.toBe('')
    expect(result.current.deadline).toBe(BLOCK_TIME + BigInt(useSettingsStore.getState().userDeadline))
    expect(methods).toEqual(['eth_blockNumber', 'eth_call'])
  })

  it("behavior: a returning wallet's balances of both sides and the router's allowance join the same eth_call, keyed as the screen reads them", async () => {
    const { config, methods, calls } = answeringConfig()
    remember(config)
    const client = newClient()
    await firstSwapReads(client, config, link({ inputCurrency: DAI, outputCurrency: OTHER, exactAmount: '1' }))
    expect(methods).toEqual(['eth_blockNumber', 'eth_call'])
    expect(count(calls, SELECTORS.balanceOf)).toBe(2)
    // The native coin's too: the header shows it.
    expect(count(calls, SELECTORS.ethBalance)).toBe(1)
    expect(count(calls, SELECTORS.allowance)).toBe(1)
    expect(count(calls, SELECTORS.clock)).toBe(1)
    const { result } = renderSwapReads(client, config, DAI, OTHER)
    expect(result.current.swap?.trade).toBeDefined()
    expect(result.current.swap?.sides.INPUT.balance?.quotient.toString()).toBe(TOKEN_BALANCE.toString())
    expect(result.current.balances).toEqual([TOKEN_BALANCE, TOKEN_BALANCE])
    expect(methods).toEqual(['eth_blockNumber', 'eth_call'])
    const allowance = allowanceQueryOptions(undefined, {
      chainId,
      blockNumber: 0x1000000n,
      token: DAI,
      owner: ACCOUNT,
      spender: addressesFor(chainId)?.v2Router,
    })
    expect(client.getQueryData(allowance.queryKey)).toBe(0n)
  })

  it('behavior: with ETH on the input side, its balance through Multicall3 and no allowance', async () => {
    const { config, calls } = answeringConfig()
    remember(config)
    const client = newClient()
    await firstSwapReads(client, config, link({ inputCurrency: 'ETH', outputCurrency: OTHER }))
    expect(count(calls, SELECTORS.ethBalance)).toBe(1)
    expect(count(calls, SELECTORS.balanceOf)).toBe(1)
    expect(count(calls, SELECTORS.allowance)).toBe(0)
    const { result } = renderSwapReads(client, config, 'ETH', OTHER)
    expect(result.current.balances).toEqual([ETH_BALANCE, TOKEN_BALANCE])
  })

  it("behavior: nothing for the trade when a currency is no list's (the unknown-token warning comes first), or the link names one", async () => {
    for (const search of [
      { inputCurrency: 'ETH', outputCurrency: '0x000000000000000000000000000000000000dEaD' },
      { outputCurrency: DAI },
      { inputCurrency: DAI },
    ]) {
      const { config, methods } = answeringConfig()
      await firstSwapReads(newClient(), config, link(search))
      expect(methods).toEqual(['eth_blockNumber'])
    }
  })
})
