import { useReadClient } from './readClient'
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import type { PublicClient } from 'viem'
import { chainTiming, isSupportedChain } from '@/config/chains'
import { type ChainHealthStore, chainHealthStore } from './health/chainHealthStore'
import { demoteFrozenNode } from './health/demoteFrozenNode'
import { firstBlockHeld, firstBlockRead } from './firstBlock'

export type HeadReader = Pick<PublicClient, 'getBlockNumber'>

/**
 * The chain's head as a query: each poll asks the node (through the resilient transport, which also checks the
 * node's chain id) and returns the chain's block number, which only goes up (spec section 4): a node behind the
 * highest block seen never moves it back. A node whose head stays frozen while another URL is healthy is left for it.
 */
export function headQueryOptions(client: HeadReader | undefined, chainId: number | undefined, store: ChainHealthStore = chainHealthStore) {
  return queryOptions({
    queryKey: ['chainHead', { chainId }] as const,
    queryFn:
      client && chainId !== undefined
        ? async ({ queryKey: [, { chainId: id }] }) => {
            if (id === undefined) throw new Error('chainHead: no chain')
            store.getState().pollStarted(id, Date.now())
            const first = store.getState().chains[id]?.head === undefined
            const number = await client.getBlockNumber({ cacheTime: 0 })
            if (first) {
              // The first block's reads go out together: its number waits for the modules that read it (bounded).
              await firstBlockHeld()
              // One-off reads wait for the first block's reads, or for a poll interval on a page that reads none.
              setTimeout(() => firstBlockRead(id), chainTiming(id).pollMs)
            }
            const head = store.getState().headOk(id, number, Date.now())
            // A URL stuck behind is left for a healthy one, which is asked at once.
            if (!demoteFrozenNode(store, id, chainTiming(id), Date.now())) return head
            return store.getState().headOk(id, await client.getBlockNumber({ cacheTime: 0 }), Date.now())
          }
        : skipToken,
  })
}

/**
 * The one latest-block source per chain: every block-keyed read of a page keys on this number, so one new block
 * gives one consistent round of reads. It polls at the chain's interval, and not while the tab is hidden (spec
 * section 9); a failed poll keeps the last block (freshness says it is stale).
 */
export function useLatestBlockNumber(chainId: number | undefined) {
  const supported = isSupportedChain(chainId)
  const client = useReadClient(supported ? chainId : undefined)
  const id = supported ? chainId : undefined
  return useQuery({
    ...headQueryOptions(id === undefined ? undefined : client, id),
    refetchInterval: id === undefined ? false : chainTiming(id).pollMs,
    refetchIntervalInBackground: false,
    retry: false,
    staleTime: 0,
    // A reader that mounts takes the head the poll has (a new poll per mounting reader would cost a round trip each).
    refetchOnMount: false,
    gcTime: Infinity,
  })
}
