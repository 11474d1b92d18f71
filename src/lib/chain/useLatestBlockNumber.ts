import { useReadClient } from './readClient'
import { type QueryClient, QueryObserver, queryOptions, skipToken, useQueryClient } from '@tanstack/react-query'
import { startTransition, useEffect, useState } from 'react'
import type { PublicClient } from 'viem'
import { type ChainTiming, chainTiming, isSupportedChain } from '@/config/chains'
import { type ChainHealthStore, chainHealthStore } from './health/chainHealthStore'
import { demoteFrozenNode, keepIfNotBehind } from './health/demoteFrozenNode'
import { firstReadsLanded } from './health/oneOffReads'

export type HeadReader = Pick<PublicClient, 'getBlockNumber'>

/**
 * The chain's head as a query: each poll asks the node (through the resilient transport, which also checks the
 * node's chain id) and returns the chain's block number, which only goes up (spec section 4): a node behind the
 * highest block seen never moves it back. A node whose head stays frozen while another URL is healthy is left for it.
 */
export function headQueryOptions(
  client: HeadReader | undefined,
  chainId: number | undefined,
  {
    store = chainHealthStore,
    timing = chainTiming,
  }: { store?: ChainHealthStore; timing?: (chainId: number) => ChainTiming } = {},
) {
  return queryOptions({
    queryKey: ['chainHead', { chainId }] as const,
    queryFn:
      client && chainId !== undefined
        ? async ({ queryKey: [, { chainId: id }] }) => {
            if (id === undefined) throw new Error('chainHead: no chain')
            store.getState().pollStarted(id, Date.now())
            const first = store.getState().chains[id]?.head === undefined
            const number = await client.getBlockNumber({ cacheTime: 0 })
            // One-off reads wait for the first block's reads, or for a poll interval on a page that reads none.
            if (first) setTimeout(() => firstReadsLanded(id, store), timing(id).pollMs)
            const head = store.getState().headOk(id, number, Date.now())
            // A URL whose head has not moved when a block was due is left for another, which is asked at once; it
            // keeps its place unless the other is further on.
            const demoted = demoteFrozenNode(store, id, timing(id), Date.now())
            if (demoted === undefined) return head
            const other = await client.getBlockNumber({ cacheTime: 0 }).catch(() => undefined)
            return keepIfNotBehind(store, id, demoted, head, other, Date.now())
          }
        : skipToken,
  })
}

/** The head query's key of a chain. */
const headKey = (chainId: number) => headQueryOptions(undefined, chainId).queryKey

const asHead = (data: unknown): bigint | undefined => (typeof data === 'bigint' ? data : undefined)

/** The head the query cache has for `chainId`, if any. */
export function cachedHead(client: QueryClient, chainId: number): bigint | undefined {
  return asHead(client.getQueryData(headKey(chainId)))
}

/**
 * Calls `onHead` with the head of `chainId` each time a poll of it succeeds (the number may be the one it had).
 * Returns the unsubscribe function.
 */
export function subscribeToHead(
  client: QueryClient,
  chainId: number,
  onHead: (head: bigint | undefined) => void,
): () => void {
  // Hashed as the client hashes the query's key (its `queryKeyHashFn`), once.
  const { queryHash } = client.defaultQueryOptions({ queryKey: headKey(chainId) })
  return client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && event.query.queryHash === queryHash)
      onHead(asHead(event.query.state.data))
  })
}

/** The head query as the one poll of a chain runs it: at the chain's interval, never while the tab is hidden. */
function headPollOptions(client: HeadReader, chainId: number, timing: (chainId: number) => ChainTiming) {
  return queryOptions({
    ...headQueryOptions(client, chainId, { timing }),
    refetchInterval: timing(chainId).pollMs,
    refetchIntervalInBackground: false,
    retry: false,
    staleTime: 0,
    // A poll that starts while the cache has a head waits for its interval (a new poll per mounting reader would cost
    // a round trip each); the first one, with no head in the cache, asks at once.
    refetchOnMount: false,
    gcTime: Infinity,
    // Nobody renders from the observer: readers take the head from `subscribeToHead`.
    notifyOnChangeProps: [],
  })
}

/**
 * The chain's head for a start-up read, with its poll's query: the cache's head or request in flight if there is one
 * (a second loader asks no second poll), else asked now. Resolves when the answer is in; never rejects.
 */
export function prefetchHead(
  queryClient: QueryClient,
  client: HeadReader,
  chainId: number,
  timing: (chainId: number) => ChainTiming = chainTiming,
): Promise<void> {
  return queryClient.ensureQueryData(headPollOptions(client, chainId, timing)).then(
    () => undefined,
    () => undefined,
  )
}

interface HeadWatch {
  readers: Set<{ onHead: (head: bigint | undefined) => void }>
  /** Points the poll at this client of the chain, if it asks through another (another node list). */
  pollThrough: (client: HeadReader) => void
  stop: () => void
}

const watches = new WeakMap<QueryClient, Map<number, HeadWatch>>()

/** A chain's one poll: a query observer of its head, and a cache subscription that hands each new head to the readers. */
function startHeadWatch(
  queryClient: QueryClient,
  client: HeadReader,
  chainId: number,
  timing: (chainId: number) => ChainTiming,
): HeadWatch {
  const readers: HeadWatch['readers'] = new Set()
  const observer = new QueryObserver(queryClient, headPollOptions(client, chainId, timing))
  const stopPolling = observer.subscribe(() => undefined)
  const stopHeads = subscribeToHead(queryClient, chainId, (head) => readers.forEach((reader) => reader.onHead(head)))
  let current = client
  return {
    readers,
    pollThrough: (next) => {
      if (next === current) return
      current = next
      observer.setOptions(headPollOptions(next, chainId, timing))
    },
    stop: () => {
      stopPolling()
      stopHeads()
    },
  }
}

/**
 * Follows the head of `chainId` for one reader: `onHead` gets the head the cache has at once, then the head after each
 * successful poll. However many readers a page has, a chain has one poll (one observer, timer and cache subscription):
 * the first reader starts it and the last to go stops it. Returns the reader's unsubscribe.
 */
export function watchHead(
  queryClient: QueryClient,
  client: HeadReader,
  chainId: number,
  onHead: (head: bigint | undefined) => void,
  timing: (chainId: number) => ChainTiming = chainTiming,
): () => void {
  const chains = watches.get(queryClient) ?? new Map<number, HeadWatch>()
  watches.set(queryClient, chains)
  const known = chains.get(chainId)
  const watch = known ?? startHeadWatch(queryClient, client, chainId, timing)
  if (known) known.pollThrough(client)
  else chains.set(chainId, watch)
  const reader = { onHead }
  watch.readers.add(reader)
  // A poll that landed before this reader came.
  onHead(cachedHead(queryClient, chainId))
  return () => {
    watch.readers.delete(reader)
    if (watch.readers.size > 0 || chains.get(chainId) !== watch) return
    watch.stop()
    chains.delete(chainId)
  }
}

/**
 * The one latest-block source per chain, so a new block gives one consistent round of reads. One shared poll per chain
 * (`watchHead`), paused while the tab is hidden (spec section 9); a failed poll keeps the last block. A new block
 * arrives as a transition, so React slices its work and it never makes a long task.
 */
export function useLatestBlockNumber(chainId: number | undefined) {
  const supported = isSupportedChain(chainId)
  const client = useReadClient(supported ? chainId : undefined)
  const id = supported ? chainId : undefined
  const queryClient = useQueryClient()
  const [shown, setShown] = useState<{ chainId: number | undefined; head: bigint | undefined }>(() => ({
    chainId: id,
    head: id === undefined ? undefined : cachedHead(queryClient, id),
  }))
  useEffect(() => {
    if (id === undefined || !client) return
    const show = (head: bigint | undefined): void =>
      startTransition(() => setShown((was) => (was.chainId === id && was.head === head ? was : { chainId: id, head })))
    return watchHead(queryClient, client, id, show)
  }, [queryClient, client, id])
  // Another chain than the one shown: its head as the cache has it, until its own arrives.
  return { data: shown.chainId === id ? shown.head : id === undefined ? undefined : cachedHead(queryClient, id) }
}
