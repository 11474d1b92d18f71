import { QueryCache, QueryClient } from '@tanstack/react-query'
import { hashFn } from 'wagmi/query'
import { reportChainReads } from '@/lib/chain/health'

// bigint query keys need wagmi's hashFn. Whether block reads succeed feeds the chains' freshness.
const queryCache = new QueryCache()
reportChainReads(queryCache)

/** The app's one query client: `Providers` hands it to React, `start` asks the first reads through it. */
export const queryClient = new QueryClient({ queryCache, defaultOptions: { queries: { queryKeyHashFn: hashFn } } })
