import { TradeType } from '@uniswap/sdk-core'
import { useMemo } from 'react'
import { type SdkCurrency, toSdkToken, wrappedNative } from '@/entities/token'
import { useAllTokens } from '@/entities/token-list'
import { useSettingsStore } from '@/entities/settings'
import type { Field } from '@/lib/url'
import { bestV2Trade } from '../model/bestTrade'
import { tryParseAmount } from '../model/parseAmount'
import { v1Trade } from '../model/v1Trade'
import { useSwapPairs } from './useSwapPairs'
import { useV1Pairs } from './useV1Pairs'

/**
 * The amount typed and the best trades for it: V2 over the routing pairs (1 to 3 hops, or 1 with single-hop only),
 * and V1 through the V1 exchanges while the V1 version is shown. Recomputed when the amount or a block's reserves
 * change; the search takes a few milliseconds even over hundreds of pairs (see bestTrade.bench.ts).
 */
export function useSwapTrades(
  chainId: number | undefined,
  sides: Record<Field, SdkCurrency | undefined>,
  field: Field,
  typedValue: string,
  use: 'v1' | 'v2',
) {
  const singleHopOnly = useSettingsStore((state) => state.userSingleHopOnly)
  const tokens = useAllTokens(chainId)
  const { INPUT: input, OUTPUT: output } = sides
  const exactIn = field === 'INPUT'
  const parsedAmount = useMemo(
    () => tryParseAmount(typedValue, exactIn ? input : output),
    [typedValue, exactIn, input, output],
  )
  const other = exactIn ? output : input
  const pairs = useSwapPairs(chainId, input, output, tokens)
  const weth = useMemo(() => {
    const info = wrappedNative(chainId)
    return info ? toSdkToken(info) : undefined
  }, [chainId])
  const { input: v1Input, output: v1Output } = useV1Pairs(chainId, input, output, weth, use === 'v1')
  const tradeType = exactIn ? TradeType.EXACT_INPUT : TradeType.EXACT_OUTPUT

  const v2 = useMemo(
    () => (parsedAmount && other ? bestV2Trade(pairs, parsedAmount, other, tradeType, singleHopOnly) : undefined),
    [pairs, parsedAmount, other, tradeType, singleHopOnly],
  )
  const v1 = useMemo(
    () =>
      use === 'v1' && parsedAmount && input && output
        ? v1Trade(input, output, parsedAmount, tradeType, { input: v1Input, output: v1Output })
        : undefined,
    [use, parsedAmount, input, output, tradeType, v1Input, v1Output],
  )
  return { parsedAmount, v2, v1 }
}
