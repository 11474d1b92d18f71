import { CurrencyAmount, type Token } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import { type Address, isAddressEqual } from 'viem'
import type { PairReserves } from '../usePairReserves'
import { sortTokens } from './pairAddress'
import type { TokenPairs } from './routingPairs'

/** Spec section 3: what is known of a pair. */
export type PairState = 'LOADING' | 'NOT_EXISTS' | 'EXISTS' | 'INVALID'

export interface PairResult {
  state: PairState
  /** The SDK pair (reserves of this block), when it exists. */
  pair?: Pair
  address?: Address
}

/** Each token pair as an SDK pair with its reserves (`usePairReserves` of the same token pairs), in order. */
export function pairResults(tokenPairs: TokenPairs<Token>, { addresses, reserves }: PairReserves): PairResult[] {
  return tokenPairs.map(([a, b], index): PairResult => {
    const address = addresses[index]
    if (!a || !b || !address) return { state: 'INVALID' }
    const pairReserves = reserves?.[address]
    if (pairReserves === undefined) return { state: 'LOADING', address }
    if (pairReserves === null) return { state: 'NOT_EXISTS', address }
    const [first] = sortTokens(a.address as Address, b.address as Address)
    const [token0, token1] = isAddressEqual(first, a.address as Address) ? [a, b] : [b, a]
    const pair = new Pair(
      CurrencyAmount.fromRawAmount(token0, pairReserves[0].toString()),
      CurrencyAmount.fromRawAmount(token1, pairReserves[1].toString()),
    )
    return { state: 'EXISTS', pair, address }
  })
}

/** The pairs that exist among `results`. */
export const existingPairs = (results: readonly PairResult[]): Pair[] =>
  results.flatMap((result) => (result.state === 'EXISTS' && result.pair ? [result.pair] : []))
