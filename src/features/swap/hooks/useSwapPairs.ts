import type { Pair } from '@uniswap/v2-sdk'
import { useMemo } from 'react'
import { type SdkCurrency, toSdkToken } from '@/entities/token'
import { candidatePairs, routingBaseTokens, usePairs } from '@/entities/pair'
import { type TokenMap } from '@/entities/token-list'

/**
 * The pairs a trade between two currencies is routed over (spec 7): the two tokens with each other and with the
 * chain's routing bases, and the bases with each other; reserves of the latest block, only pairs that exist. (A swap
 * link's first block asks for the same pairs as the app starts: `prefetchFirstReads`.)
 */
export function useSwapPairs(
  chainId: number | undefined,
  a: SdkCurrency | undefined,
  b: SdkCurrency | undefined,
  tokens: TokenMap,
): Pair[] {
  const bases = useMemo(() => routingBaseTokens(chainId, tokens).map(toSdkToken), [chainId, tokens])
  const tokenA = a?.wrapped
  const tokenB = b?.wrapped
  const candidates = useMemo(() => candidatePairs(tokenA, tokenB, bases), [tokenA, tokenB, bases])
  const results = usePairs(chainId, candidates)
  return useMemo(
    () => results.flatMap((result) => (result.state === 'EXISTS' && result.pair ? [result.pair] : [])),
    [results],
  )
}
