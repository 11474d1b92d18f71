import type { Token } from '@uniswap/sdk-core'
import type { Pair } from '@uniswap/v2-sdk'
import { useMemo } from 'react'
import { routingBasesFor } from '@/config/routing'
import { type SdkCurrency, toSdkToken } from '@/entities/token'
import { usePairs } from '@/entities/pair'
import { type TokenMap } from '@/entities/token-list'
import { candidateTokenPairs } from '../model/bestTrade'

/**
 * The pairs a trade between two currencies is routed over (spec 7): the two tokens with each other and with the
 * chain's routing bases, and the bases with each other; reserves of the latest block, only pairs that exist.
 */
export function useSwapPairs(chainId: number | undefined, a: SdkCurrency | undefined, b: SdkCurrency | undefined, tokens: TokenMap): Pair[] {
  const bases = useMemo(
    () =>
      routingBasesFor(chainId).flatMap((address): Token[] => {
        const token = tokens.get(address.toLowerCase())
        return token ? [toSdkToken(token)] : []
      }),
    [chainId, tokens],
  )
  const tokenA = a?.wrapped
  const tokenB = b?.wrapped
  const candidates = useMemo(() => candidateTokenPairs(tokenA, tokenB, bases), [tokenA, tokenB, bases])
  const results = usePairs(chainId, candidates)
  return useMemo(() => results.flatMap((result) => (result.state === 'EXISTS' && result.pair ? [result.pair] : [])), [results])
}
