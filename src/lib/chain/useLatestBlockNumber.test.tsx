// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { type ReactNode, Suspense, use } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hashFn } from 'wagmi/query'
import {
  type HeadReader,
  cachedHead,
  headQueryOptions,
  prefetchHead,
  subscribeToHead,
  useLatestBlockNumber,
  watchHead,
} from './useLatestBlockNumber'

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

describe('watchHead', () => {
  const POLL_MS = 1_000
  const timing = () => ({ pollMs: POLL_MS, blockTimeMs: POLL_MS })
  /** A node whose head goes up by one at each request, counting them. */
  const node = (): HeadReader & { polls: () => number } => {
    let polls = 0
    return { getBlockNumber: () => Promise.resolve(BigInt(100 + ++polls)), polls: () => polls }
  }

  it('default: however many readers a chain has, one poll at its interval, which each of them follows', async () => {
    vi.useFakeTimers()
    const client = newClient()
    const reader = node()
    const readers: (bigint | undefined)[][] = [[], [], []]
    const stops = readers.map((heads) => watchHead(client, reader, MAINNET, (head) => heads.push(head), timing))
    await vi.advanceTimersByTimeAsync(0)
    expect(reader.polls()).toBe(1)
    await vi.advanceTimersByTimeAsync(POLL_MS * 3)
    expect(reader.polls()).toBe(4)
    // Each reader got the cache's head (none yet) as it came, then every poll's.
    for (const heads of readers) expect(heads).toEqual([undefined, 101n, 102n, 103n, 104n])
    stops.forEach((stop) => stop())
  })

  it("behavior: a head asked for before the poll (the start's prefetch) and still on its way is the poll's first: one request, then the interval", async () => {
    vi.useFakeTimers()
    const client = newClient()
    const reader = node()
    const prefetched = prefetchHead(client, reader, MAINNET, timing)
    const heads: (bigint | undefined)[] = []
    const stop = watchHead(client, reader, MAINNET, (head) => heads.push(head), timing)
    await vi.advanceTimersByTimeAsync(0)
    await prefetched
    expect(reader.polls()).toBe(1)
    expect(heads).toEqual([undefined, 101n])
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(reader.polls()).toBe(2)
    expect(heads).toEqual([undefined, 101n, 102n])
    stop()
  })

  it("behavior: a head prefetched before the poll starts is the readers' at once, and the poll waits for its interval", async () => {
    vi.useFakeTimers()
    const client = newClient()
    const reader = node()
    await prefetchHead(client, reader, OTHER, timing)
    const heads: (bigint | undefined)[] = []
    const stop = watchHead(client, reader, OTHER, (head) => heads.push(head), timing)
    await vi.advanceTimersByTimeAsync(POLL_MS - 1)
    expect(reader.polls()).toBe(1)
    expect(heads).toEqual([101n])
    await vi.advanceTimersByTimeAsync(1)
    expect(reader.polls()).toBe(2)
    expect(heads).toEqual([101n, 102n])
    stop()
  })

  it('behavior: the poll stops when the last reader goes, not before; a reader that comes later takes the cached head without a poll', async () => {
    vi.useFakeTimers()
    const client = newClient()
    const reader = node()
    const stopA = watchHead(client, reader, MAINNET, () => undefined, timing)
    const stopB = watchHead(client, reader, MAINNET, () => undefined, timing)
    await vi.advanceTimersByTimeAsync(0)
    stopA()
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(reader.polls()).toBe(2)
    stopB()
    await vi.advanceTimersByTimeAsync(POLL_MS * 5)
    expect(reader.polls()).toBe(2)
    const heads: (bigint | undefined)[] = []
    const stopC = watchHead(client, reader, MAINNET, (head) => heads.push(head), timing)
    await vi.advanceTimersByTimeAsync(0)
    expect(heads).toEqual([102n])
    expect(reader.polls()).toBe(2)
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(heads).toEqual([102n, 103n])
    stopC()
  })

  it('behavior: each chain has its own poll, and a new client of the chain takes the poll over', async () => {
    vi.useFakeTimers()
    const client = newClient()
    const [first, other, second] = [node(), node(), node()]
    const mainnet: (bigint | undefined)[] = []
    const stops = [
      watchHead(client, first, MAINNET, (head) => mainnet.push(head), timing),
      watchHead(client, other, OTHER, () => undefined, timing),
    ]
    await vi.advanceTimersByTimeAsync(0)
    expect([first.polls(), other.polls()]).toEqual([1, 1])
    stops.push(watchHead(client, second, MAINNET, () => undefined, timing))
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect([first.polls(), second.polls(), other.polls()]).toEqual([1, 1, 2])
    expect(mainnet.at(-1)).toBe(101n)
    stops.forEach((stop) => stop())
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
