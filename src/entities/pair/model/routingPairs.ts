import { type Address, type Hex, isAddressEqual } from 'viem'
import { addressesFor } from '@/config/addresses'
import { pairInitCodeHashFor, routingBasesFor } from '@/config/routing'
import { computeV2PairAddress } from './pairAddress'

/** What routing needs of a token: its chain and address (an SDK token and a list's token both have them). */
export interface PairToken {
  readonly chainId: number
  readonly address: string
}

const sameToken = (a: PairToken, b: PairToken): boolean =>
  a.chainId === b.chainId && a.address.toLowerCase() === b.address.toLowerCase()
const pairKey = (a: PairToken, b: PairToken): string =>
  [a.address.toLowerCase(), b.address.toLowerCase()].sort().join(':')

/** The chain's routing bases (spec 7) that `tokens` knows, in the bases' order; `tokens` is keyed by lower-case address. */
export function routingBaseTokens<T>(chainId: number | undefined, tokens: ReadonlyMap<string, T>): T[] {
  return routingBasesFor(chainId).flatMap((address): T[] => {
    const token = tokens.get(address.toLowerCase())
    return token === undefined ? [] : [token]
  })
}

/**
 * The token pairs a trade between A and B is searched over: A with B, A and B with each base, and each base with
 * every other base; never a token with itself, each pair once. Empty unless both tokens are known.
 */
export function candidatePairs<T extends PairToken>(
  tokenA: T | undefined,
  tokenB: T | undefined,
  bases: readonly T[],
): [T, T][] {
  if (!tokenA || !tokenB) return []
  const candidates: [T, T][] = [
    [tokenA, tokenB],
    ...bases.map((base): [T, T] => [tokenA, base]),
    ...bases.map((base): [T, T] => [tokenB, base]),
    ...bases.flatMap((base) => bases.map((other): [T, T] => [base, other])),
  ]
  const seen = new Set<string>()
  return candidates.filter(([a, b]) => {
    const key = pairKey(a, b)
    if (a.chainId !== b.chainId || sameToken(a, b) || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * The token pairs a trade between A and B is routed over on `chainId` (spec 7): `candidatePairs` with the chain's
 * routing bases that `tokens` knows, made into the caller's tokens by `asToken`. The swap's reads of each block and a
 * swap link's first reads both come from here, so they ask for the same pairs.
 */
export function routedPairs<T extends PairToken, K>(
  chainId: number | undefined,
  tokenA: T | undefined,
  tokenB: T | undefined,
  tokens: ReadonlyMap<string, K>,
  asToken: (token: K) => T,
): [T, T][] {
  return candidatePairs(tokenA, tokenB, routingBaseTokens(chainId, tokens).map(asToken))
}

export type TokenPairs<T extends PairToken = PairToken> = readonly (readonly [T | undefined, T | undefined])[]

/** Each token pair's V2 pair address; undefined for a pair that cannot be (a token missing, both the same, two chains). */
export function pairAddresses(
  factory: Address | undefined,
  initCodeHash: Hex | undefined,
  tokenPairs: TokenPairs,
): (Address | undefined)[] {
  return tokenPairs.map(([a, b]) =>
    a &&
    b &&
    factory &&
    initCodeHash &&
    a.chainId === b.chainId &&
    !isAddressEqual(a.address as Address, b.address as Address)
      ? computeV2PairAddress(factory, initCodeHash, a.address as Address, b.address as Address)
      : undefined,
  )
}

/** Each token pair's V2 pair address on `chainId`, with the chain's factory and init code hash (`pairAddresses`). */
export function chainPairAddresses(chainId: number | undefined, tokenPairs: TokenPairs): (Address | undefined)[] {
  return pairAddresses(addressesFor(chainId)?.v2Factory, pairInitCodeHashFor(chainId), tokenPairs)
}

/** The pairs whose reserves are read for these addresses: each once, in order (the reserves query's `pairs`). */
export function pairsToRead(addresses: readonly (Address | undefined)[]): Address[] {
  return [...new Set(addresses.filter((address): address is Address => address !== undefined))]
}
