import type { Token } from '@uniswap/sdk-core'
import type { Pair } from '@uniswap/v2-sdk'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { addressesFor } from '@/config/addresses'
import type { SdkCurrency } from '@/entities/token'
import { balanceQueryOptions } from '@/entities/balance'
import { useV1ExchangeOf } from '@/entities/v1'
import { useBlockQuery, useBlockScope } from '@/lib/chain/useBlockQuery'
import { v1MockPair } from '../model/v1Trade'

/** One token's V1 exchange as a pair: its exchange (read once) and the exchange's ETH and token balances (per block). */
function useV1Pair(
  chainId: number | undefined,
  token: Token | undefined,
  weth: Token | undefined,
  enabled: boolean,
): Pair | undefined {
  const addresses = addressesFor(chainId)
  const on = enabled && Boolean(token && weth && addresses?.v1Factory)
  const exchange = useV1ExchangeOf(chainId, on && token ? (token.address as Address) : undefined)
  const live = on && exchange !== undefined
  // The exchange's reserves are its own balances: ETH and the token.
  const scope = useBlockScope(chainId, live)
  const owner = live ? exchange : undefined
  const ethBalance = useBlockQuery(balanceQueryOptions(scope.client, { ...scope, owner, of: 'native' }))
  const tokenBalance = useBlockQuery(
    balanceQueryOptions(scope.client, { ...scope, owner, of: token?.address as Address | undefined }),
  )
  const [eth, tokens] = live ? [ethBalance.data, tokenBalance.data] : [undefined, undefined]
  return useMemo(
    () =>
      token && weth && eth !== undefined && tokens !== undefined ? v1MockPair(weth, token, eth, tokens) : undefined,
    [token, weth, eth, tokens],
  )
}

/** The V1 exchanges of a trade's two currencies, priced as pairs (read only while the V1 version is shown). */
export function useV1Pairs(
  chainId: number | undefined,
  input: SdkCurrency | undefined,
  output: SdkCurrency | undefined,
  weth: Token | undefined,
  enabled: boolean,
) {
  const inputPair = useV1Pair(chainId, input?.isToken ? input : undefined, weth, enabled)
  const outputPair = useV1Pair(chainId, output?.isToken ? output : undefined, weth, enabled)
  return { input: inputPair, output: outputPair }
}
