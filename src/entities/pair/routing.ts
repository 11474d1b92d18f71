/**
 * The pair entity without the Uniswap SDKs: routing candidates, pair addresses and the reserves query. For code that
 * runs before the SDKs have loaded (a cold load's first reads, `src/app/prefetchFirstReads.ts`): the index, which
 * re-exports the candidates, also carries the SDK pairs (`usePairs`), which would bring the SDKs to every page's start.
 */
export {
  type PairToken,
  type TokenPairs,
  candidatePairs,
  pairAddresses,
  pairsToRead,
  routingBaseTokens,
} from './model/routingPairs'
export { pairReservesQueryOptions } from './queries/readPairReserves'
