export { type PairResult, type PairState, usePairs } from './usePairs'
export { computeV2PairAddress, sortTokens } from './model/pairAddress'
export {
  type PairPermitParams,
  type PermitSignature,
  pairPermitTypedData,
  poolTokenInfo,
  toPermitSignature,
} from './model/permit'
export { candidatePairs, routingBaseTokens } from './routing'
export { permitNonceQueryOptions } from './queries/readPermitNonce'
