import type { Pair } from '@uniswap/v2-sdk'
import { useMemo } from 'react'
import { type SdkCurrency, toSdkToken } from '@/entities/token'
import { routedPairs, usePairs } from '@/entities/pair'
import { type TokenMap } from '@/entities/token-list'

/**
 * The pairs a trade between two currencies is routed over (spec 7): the two tokens with each other and with the
 * chain's routing bases, and the bases with each other; reserves of the latest block, only pairs that exist. A swap
 * link's loader reads the same pairs first (`loadSwapLink`).
 */
export function useSwapPairs(
  chainId: number | undefined,
  a: SdkCurrency | undefined,
  b: SdkCurrency | undefined,
  tokens: TokenMap,
): Pair[] {
  const tokenA = a?.wrapped
  const tokenB = b?.wrapped
  const candidates = useMemo(
    () => routedPairs(chainId, tokenA, tokenB, tokens, toSdkToken),
    [chainId, tokenA, tokenB, tokens],
  )
  const results = usePairs(chainId, candidates)
  return useMemo(
    () => results.flatMap((result) => (result.state === 'EXISTS' && result.pair ? [result.pair] : [])),
    [results],
  )
}
