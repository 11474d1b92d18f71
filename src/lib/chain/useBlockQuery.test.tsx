// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, skipToken } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { hashFn } from 'wagmi/query'
import type { ChainReader } from './readContractsBatched'
import { blockQueryOptions, useBlockQuery } from './useBlockQuery'

const client: ChainReader = { readContract: vi.fn() }
const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashFn, retry: false } } })

describe('blockQueryOptions', () => {
  it('default: keyed on the name, every parameter, the chain and the block', () => {
    const options = blockQueryOptions(
      'amounts',
      client,
      { chainId: 1, blockNumber: 7n },
      { owner: '0xabc', tokens: ['0x1', '0x2'] },
      async () => 0,
    )
    expect(options.queryKey).toEqual([
      'amounts',
      { owner: '0xabc', tokens: ['0x1', '0x2'], chainId: 1, blockNumber: 7n },
    ])
  })

  it('behavior: the query function reads every input from the key it is given, not from the options it was built with', async () => {
    const read = vi.fn(
      async (_client: ChainReader, input: { tokens: readonly string[]; chainId: number; blockNumber: bigint }) =>
        input.tokens.length,
    )
    const tokens: readonly string[] = ['0x1']
    const options = blockQueryOptions('amounts', client, { chainId: 1, blockNumber: 7n }, { tokens }, read)
    const queryClient = newQueryClient()
    const others: readonly string[] = ['0x1', '0x2', '0x3']
    const other = ['amounts', { tokens: others, chainId: 5, blockNumber: 9n }] as const
    // The query function of one options object run for another key: what it reads is that key's.
    await queryClient.fetchQuery({ ...options, queryKey: other })
    expect(read).toHaveBeenCalledWith(
      client,
      { tokens: ['0x1', '0x2', '0x3'], chainId: 5, blockNumber: 9n },
      queryClient,
    )
  })

  it('behavior: skipped (skipToken) until the client, chain and block are known, and while disabled', () => {
    const read = async () => 0
    expect(blockQueryOptions('x', undefined, { chainId: 1, blockNumber: 1n }, {}, read).queryFn).toBe(skipToken)
    expect(blockQueryOptions('x', client, { chainId: undefined, blockNumber: 1n }, {}, read).queryFn).toBe(skipToken)
    expect(blockQueryOptions('x', client, { chainId: 1, blockNumber: undefined }, {}, read).queryFn).toBe(skipToken)
    expect(blockQueryOptions('x', client, { chainId: 1, blockNumber: 1n }, {}, read, false).queryFn).toBe(skipToken)
    expect(blockQueryOptions('x', client, { chainId: 1, blockNumber: 1n }, {}, read).queryFn).not.toBe(skipToken)
  })
})

describe('useBlockQuery', () => {
  it("behavior: the previous block's data stays while the next block's loads, then is replaced", async () => {
    const queryClient = newQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    let release: (value: string) => void = () => undefined
    const read = vi.fn(async (_client: ChainReader, input: { chainId: number; blockNumber: bigint }) =>
      input.blockNumber === 1n ? 'block 1' : new Promise<string>((resolve) => (release = resolve)),
    )
    const { result, rerender } = renderHook(
      ({ block }) => useBlockQuery(blockQueryOptions('x', client, { chainId: 1, blockNumber: block }, {}, read)),
      {
        wrapper,
        initialProps: { block: 1n },
      },
    )
    await waitFor(() => expect(result.current.data).toBe('block 1'))
    rerender({ block: 2n })
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2))
    expect(result.current.data).toBe('block 1')
    expect(result.current.isPlaceholderData).toBe(true)
    act(() => release('block 2'))
    await waitFor(() => expect(result.current.data).toBe('block 2'))
    expect(result.current.isPlaceholderData).toBe(false)
  })

  it('behavior: equal values of a new block keep the previous data object; a changed value gives a new one', async () => {
    const queryClient = newQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    const reserves: Record<string, Record<string, readonly bigint[]>> = {
      '1': { '0xpair': [1n, 2n] },
      '2': { '0xpair': [1n, 2n] },
      '3': { '0xpair': [1n, 3n] },
    }
    const read = async (_client: ChainReader, input: { chainId: number; blockNumber: bigint }) =>
      reserves[String(input.blockNumber)]
    const { result, rerender } = renderHook(
      ({ block }) => useBlockQuery(blockQueryOptions('reserves', client, { chainId: 1, blockNumber: block }, {}, read)),
      {
        wrapper,
        initialProps: { block: 1n },
      },
    )
    await waitFor(() => expect(result.current.data).toBe(reserves['1']))
    const first = result.current.data
    rerender({ block: 2n })
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false))
    // Block 2's own answer (a new object from the node), equal to block 1's: the data stays block 1's object.
    expect(queryClient.getQueryData(['reserves', { chainId: 1, blockNumber: 2n }])).toBe(reserves['2'])
    expect(result.current.data).toBe(first)
    rerender({ block: 3n })
    await waitFor(() => expect(result.current.data).toEqual({ '0xpair': [1n, 3n] }))
    expect(result.current.data).not.toBe(first)
  })
})
