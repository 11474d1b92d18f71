import { useMemo } from 'react'
import type { Address } from 'viem'
import { addressesFor } from '@/config/addresses'
import { balanceQueryOptions } from '@/entities/balance'
import type { Currency } from '@/entities/token'
import { useV1ExchangeOf } from '@/entities/v1'
import { useBlockQuery, useBlockScope } from '@/lib/chain/useBlockQuery'
import type { V1Reserves } from '../model/swapTrade'

/** A token's V1 exchange reserves: its exchange (read once), and the exchange's ETH and token balances (per block). */
function useV1Reserve(chainId: number | undefined, currency: Currency | undefined, enabled: boolean) {
  const token = currency?.kind === 'token' && enabled && addressesFor(chainId)?.v1Factory ? currency.address : undefined
  const exchange = useV1ExchangeOf(chainId, token)
  const live = token !== undefined && exchange !== undefined
  const scope = useBlockScope(chainId, live)
  const owner = live ? exchange : undefined
  const eth = useBlockQuery(balanceQueryOptions(scope.client, { ...scope, owner, of: 'native' })).data
  const tokens = useBlockQuery(
    balanceQueryOptions(scope.client, { ...scope, owner, of: token as Address | undefined }),
  ).data
  return useMemo(
    () => (live && eth !== undefined && tokens !== undefined ? { eth, tokens } : undefined),
    [live, eth, tokens],
  )
}

/** The V1 exchanges' reserves of a trade's two currencies, read only while the V1 version is shown. */
export function useV1Reserves(
  chainId: number | undefined,
  currencies: Record<'INPUT' | 'OUTPUT', Currency | undefined>,
  enabled: boolean,
): { INPUT: V1Reserves | undefined; OUTPUT: V1Reserves | undefined } {
  return {
    INPUT: useV1Reserve(chainId, currencies.INPUT, enabled),
    OUTPUT: useV1Reserve(chainId, currencies.OUTPUT, enabled),
  }
}
