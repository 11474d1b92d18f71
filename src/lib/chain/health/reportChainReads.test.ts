import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createChainHealthStore } from './chainHealthStore'
import { oneOffReadsOpen, pageShown } from './oneOffReads'
import { chainReadMeta, reportChainReads } from './reportChainReads'

const CHAIN = 424_242
const OTHER = 424_243

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }))
afterEach(() => vi.useRealTimers())

function setup() {
  const store = createChainHealthStore()
  store.getState().watch(CHAIN, 1)
  store.getState().watch(OTHER, 1)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const stop = reportChainReads(client.getQueryCache(), store)
  const failingSince = (chainId: number) => store.getState().chains[chainId]?.readsFailingSince
  return { store, client, stop, failingSince }
}

/** A query function that fails `failures` times, then answers. */
const failingTimes = (failures: number) => {
  let calls = 0
  return async () => {
    if (calls++ < failures) throw new Error('node unwell')
    return calls
  }
}

describe('reportChainReads', () => {
  it('a failed read of a chain marks its reads failing from the first failure; the next success clears it', async () => {
    const { client, failingSince } = setup()
    const failedAt = Date.now()
    const read = (key: number, failures: number) =>
      client.fetchQuery({ queryKey: ['read', key], queryFn: failingTimes(failures), meta: chainReadMeta(CHAIN) })
    await expect(read(1, 1)).rejects.toThrow('node unwell')
    expect(failingSince(CHAIN)).toBe(failedAt)
    vi.advanceTimersByTime(5_000)
    await expect(read(2, 1)).rejects.toThrow('node unwell')
    expect(failingSince(CHAIN)).toBe(failedAt)
    await expect(read(3, 0)).resolves.toBe(1)
    expect(failingSince(CHAIN)).toBeUndefined()
    expect(failingSince(OTHER)).toBeUndefined()
  })

  it('an attempt that fails before a retry answers counts as failing until the retry succeeds', async () => {
    const { store, client, failingSince } = setup()
    const seen: (number | undefined)[] = []
    store.subscribe((state, before) => {
      const since = state.chains[CHAIN]?.readsFailingSince
      if (since !== before.chains[CHAIN]?.readsFailingSince) seen.push(since)
    })
    const retried = client.fetchQuery({
      queryKey: ['read', 4],
      queryFn: failingTimes(1),
      meta: chainReadMeta(CHAIN),
      retry: 1,
      retryDelay: 0,
    })
    await expect(retried).resolves.toBe(2)
    expect(seen).toEqual([Date.now(), undefined])
    expect(failingSince(CHAIN)).toBeUndefined()
  })

  it("a success lets the one-off reads waiting for the chain's first block go", async () => {
    const { client, store } = setup()
    pageShown(store)
    let released = false
    void oneOffReadsOpen(CHAIN, store).then(() => (released = true))
    await client.fetchQuery({ queryKey: ['read', 5], queryFn: async () => 1, meta: chainReadMeta(CHAIN) })
    await vi.waitFor(() => expect(released).toBe(true))
  })

  it('queries without a chain in their meta, and reads after unsubscribing, are not recorded', async () => {
    const { client, stop, failingSince } = setup()
    await expect(client.fetchQuery({ queryKey: ['list'], queryFn: failingTimes(1) })).rejects.toThrow()
    await expect(
      client.fetchQuery({ queryKey: ['read', 6], queryFn: failingTimes(1), meta: chainReadMeta(undefined) }),
    ).rejects.toThrow()
    expect(failingSince(CHAIN)).toBeUndefined()
    stop()
    await expect(
      client.fetchQuery({ queryKey: ['read', 7], queryFn: failingTimes(1), meta: chainReadMeta(CHAIN) }),
    ).rejects.toThrow()
    expect(failingSince(CHAIN)).toBeUndefined()
  })
})

describe('one-off reads', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('open only once the page is idle after the first success, and stay open', async () => {
    vi.useFakeTimers()
    // A page that stays busy: its idle callback comes at its time limit.
    vi.stubGlobal('requestIdleCallback', (task: () => void, { timeout }: { timeout: number }) =>
      setTimeout(task, timeout),
    )
    vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle))
    const { client, store } = setup()
    let open = false
    void oneOffReadsOpen(CHAIN, store).then(() => (open = true))
    await client.fetchQuery({ queryKey: ['read', 8], queryFn: async () => 1, meta: chainReadMeta(CHAIN) })
    expect(store.getState().oneOffReads[CHAIN]).toBe('due')
    // Not before the first screen has rendered, however long that takes.
    await vi.advanceTimersByTimeAsync(5_000)
    expect(open).toBe(false)
    pageShown(store)
    await vi.advanceTimersByTimeAsync(0)
    expect(open).toBe(false)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(open).toBe(true)
    expect(store.getState().oneOffReads[OTHER]).toBeUndefined()
    await client.fetchQuery({ queryKey: ['read', 9], queryFn: async () => 1, meta: chainReadMeta(CHAIN) })
    expect(store.getState().oneOffReads[CHAIN]).toBe('open')
    await expect(oneOffReadsOpen(CHAIN, store)).resolves.toBeUndefined()
  })
})
