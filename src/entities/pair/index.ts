export { type PairReserves, usePairReserves } from './usePairReserves'
export { type PairResult, type PairState, existingPairs, pairResults } from './model/pairResults'
export { computeV2PairAddress, sortTokens } from './model/pairAddress'
export {
  type PairPermitParams,
  type PermitSignature,
  pairPermitTypedData,
  poolTokenInfo,
  toPermitSignature,
} from './model/permit'
export { type PairToken, type TokenPairs, chainPairAddresses, pairsToRead, routedPairs } from './model/routingPairs'
export { type ReservesByPair, pairReservesQueryOptions } from './queries/readPairReserves'
export { permitNonceQueryOptions } from './queries/readPermitNonce'
