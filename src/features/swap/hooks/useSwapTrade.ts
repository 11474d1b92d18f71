import { useMemo } from 'react'
import type { Address } from 'viem'
import { useCurrencyBalance } from '@/entities/balance'
import { routedPairs, usePairReserves } from '@/entities/pair'
import { useSettingsStore } from '@/entities/settings'
import { type Currency, wrappedNative } from '@/entities/token'
import { useAllTokens } from '@/entities/token-list'
import type { Field } from '@/lib/url'
import type { SwapTrade } from '../model/swapTrade'
import type { SwapEngine } from './useSwapEngine'
import { useV1Reserves } from './useV1Reserves'

/** The engine's trade code this hook calls. */
type TradeCode = Pick<SwapEngine, 'routePairs' | 'swapTrade'>

export interface SwapForm {
  chainId: number | undefined
  use: 'v1' | 'v2'
  account: Address | undefined
  currencies: Record<Field, Currency | undefined>
  independentField: Field
  typedValue: string
}

/**
 * The trade for the form (`swapTrade`), recomputed when the amount or a block's reads change. The reads (balances,
 * the routing pairs' reserves, V1 exchanges) are plain hooks; the trade waits for the engine's SDK code.
 */
export function useSwapTrade(engine: TradeCode | undefined, form: SwapForm): SwapTrade | undefined {
  const { chainId, use, account, currencies, independentField, typedValue } = form
  const singleHopOnly = useSettingsStore((state) => state.userSingleHopOnly)
  const tokens = useAllTokens(chainId)
  const inputBalance = useCurrencyBalance(account, currencies.INPUT)
  const outputBalance = useCurrencyBalance(account, currencies.OUTPUT)
  const { INPUT: input, OUTPUT: output } = currencies
  // The pairs a swap link's loader read first (`firstSwapReads`): the same tokens give the same pair addresses.
  const candidates = useMemo(() => {
    const asToken = (currency: Currency | undefined) =>
      currency?.kind === 'native' ? wrappedNative(chainId) : currency
    return routedPairs(chainId, asToken(input), asToken(output), tokens, (token) => token)
  }, [chainId, input, output, tokens])
  const reserves = usePairReserves(chainId, candidates)
  const v1 = useV1Reserves(chainId, currencies, use === 'v1')
  const { INPUT: v1Input, OUTPUT: v1Output } = v1
  const pairs = useMemo(() => engine?.routePairs(candidates, reserves), [engine, candidates, reserves])
  return useMemo(
    () =>
      engine && pairs
        ? engine.swapTrade({
            chainId,
            use,
            independentField,
            typedValue,
            singleHopOnly,
            currencies: { INPUT: input, OUTPUT: output },
            balances: { INPUT: inputBalance, OUTPUT: outputBalance },
            pairs,
            v1: { INPUT: v1Input, OUTPUT: v1Output },
          })
        : undefined,
    [
      engine,
      pairs,
      chainId,
      use,
      independentField,
      typedValue,
      singleHopOnly,
      input,
      output,
      inputBalance,
      outputBalance,
      v1Input,
      v1Output,
    ],
  )
}
