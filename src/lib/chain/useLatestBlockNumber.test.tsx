// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { type ReactNode, Suspense, use } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hashFn } from 'wagmi/query'
import { cachedHead, headQueryOptions, subscribeToHead, useLatestBlockNumber } from './useLatestBlockNumber'

// The hook's own logic: the head comes from the query cache (the poll itself is tested on the devnet), so the client
// it would poll with never answers.
vi.mock('./readClient', () => ({ useReadClient: () => ({ getBlockNumber: () => new Promise(() => undefined) }) }))

const MAINNET = 1
const OTHER = 137
const headKey = (chainId: number) => headQueryOptions(undefined, chainId).queryKey
const newClient = () => new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashFn, retry: false } } })

afterEach(() => vi.useRealTimers())

describe('subscribeToHead', () => {
  it("default: each successful poll of the chain's head, including one that brings the same number", () => {
    const client = newClient()
    client.setQueryData(headKey(MAINNET), 5n)
    const heads: (bigint | undefined)[] = []
    const unsubscribe = subscribeToHead(client, MAINNET, (head) => heads.push(head))
    client.setQueryData(headKey(MAINNET), 6n)
    client.setQueryData(headKey(MAINNET), 6n)
    unsubscribe()
    client.setQueryData(headKey(MAINNET), 7n)
    expect(heads).toEqual([6n, 6n])
  })

  it("behavior: another chain's head and other queries are not this chain's head", () => {
    const client = newClient()
    client.setQueryData(headKey(MAINNET), 5n)
    const heads: (bigint | undefined)[] = []
    subscribeToHead(client, MAINNET, (head) => heads.push(head))
    client.setQueryData(headKey(OTHER), 99n)
    client.setQueryData(['chainHeadish', { chainId: MAINNET }], 98n)
    client.setQueryData(['balances', { chainId: MAINNET, blockNumber: 5n }], 97n)
    expect(heads).toEqual([])
  })

  it('behavior: a head the cache does not have yet is followed once a poll brings it', () => {
    const client = newClient()
    const heads: (bigint | undefined)[] = []
    subscribeToHead(client, MAINNET, (head) => heads.push(head))
    expect(cachedHead(client, MAINNET)).toBeUndefined()
    client.setQueryData(headKey(MAINNET), 1n)
    expect(heads).toEqual([1n])
    expect(cachedHead(client, MAINNET)).toBe(1n)
  })
})

describe('useLatestBlockNumber', () => {
  /** Two readers of the same chain in one component, and every pair of heads it rendered. */
  function Readers({ chainId, renders }: { chainId: number; renders: [bigint | undefined, bigint | undefined][] }) {
    const a = useLatestBlockNumber(chainId).data
    const b = useLatestBlockNumber(chainId).data
    renders.push([a, b])
    return <p>{`${a ?? '-'} ${b ?? '-'}`}</p>
  }
  const withClient = (client: QueryClient) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return <QueryClientProvider client={client}>{children}</QueryClientProvider>
    }

  it('default: the head the cache has at mount, then each new one, taken by every reader in the same render', async () => {
    const client = newClient()
    client.setQueryData(headKey(MAINNET), 5n)
    const renders: [bigint | undefined, bigint | undefined][] = []
    render(<Readers chainId={MAINNET} renders={renders} />, { wrapper: withClient(client) })
    expect(screen.getByText('5 5')).toBeTruthy()
    await act(async () => client.setQueryData(headKey(MAINNET), 6n))
    expect(screen.getByText('6 6')).toBeTruthy()
    await act(async () => client.setQueryData(headKey(MAINNET), 7n))
    expect(screen.getByText('7 7')).toBeTruthy()
    expect(renders.every(([a, b]) => a === b)).toBe(true)
  })

  it('behavior: a new head arrives as a transition: what suspends on it keeps the previous block on screen, no fallback', async () => {
    const client = newClient()
    client.setQueryData(headKey(MAINNET), 6n)
    let resolve = (): void => undefined
    const slow = new Promise<void>((r) => (resolve = r))
    function Suspending() {
      const head = useLatestBlockNumber(MAINNET).data
      // The next block's data is not in yet: the reader suspends on it.
      if (head === 7n) use(slow)
      return <p>{`block ${head ?? '-'}`}</p>
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Suspending />
      </Suspense>,
      { wrapper: withClient(client) },
    )
    expect(screen.getByText('block 6')).toBeTruthy()
    await act(async () => client.setQueryData(headKey(MAINNET), 7n))
    // A synchronous update would have replaced the block with the fallback.
    expect(screen.queryByText('loading')).toBeNull()
    expect(screen.getByText('block 6')).toBeTruthy()
    await act(async () => resolve())
    expect(screen.getByText('block 7')).toBeTruthy()
  })

  it('behavior: a poll that brings the number the page has renders nothing', async () => {
    const client = newClient()
    client.setQueryData(headKey(MAINNET), 5n)
    const renders: [bigint | undefined, bigint | undefined][] = []
    render(<Readers chainId={MAINNET} renders={renders} />, { wrapper: withClient(client) })
    const before = renders.length
    await act(async () => client.setQueryData(headKey(MAINNET), 5n))
    expect(renders.length).toBe(before)
  })

  it("behavior: switched to another chain, the readers show that chain's head, never the previous chain's", async () => {
    const client = newClient()
    client.setQueryData(headKey(MAINNET), 5n)
    client.setQueryData(headKey(OTHER), 900n)
    const renders: [bigint | undefined, bigint | undefined][] = []
    const { rerender } = render(<Readers chainId={MAINNET} renders={renders} />, { wrapper: withClient(client) })
    const before = renders.length
    rerender(<Readers chainId={OTHER} renders={renders} />)
    expect(screen.getByText('900 900')).toBeTruthy()
    expect(renders.slice(before).every(([a]) => a === 900n)).toBe(true)
    await act(async () => client.setQueryData(headKey(MAINNET), 6n))
    expect(screen.getByText('900 900')).toBeTruthy()
    await act(async () => client.setQueryData(headKey(OTHER), 901n))
    expect(screen.getByText('901 901')).toBeTruthy()
  })
})
