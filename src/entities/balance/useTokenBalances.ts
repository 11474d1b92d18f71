import type { Address } from 'viem'
import { useBlockQuery, useBlockScope } from '@/lib/chain/useBlockQuery'
import { tokenBalancesQueryOptions, totalSuppliesQueryOptions } from './queries/readTokenAmounts'

export type { AmountsByToken } from './queries/readTokenAmounts'

/** An account's balances of many tokens (e.g. every tracked pool token) at the latest block, in one multicall. */
export function useTokenBalances(chainId: number | undefined, owner: Address | undefined, tokens: readonly Address[]) {
  const scope = useBlockScope(chainId, owner !== undefined && tokens.length > 0)
  return useBlockQuery(tokenBalancesQueryOptions(scope.client, { ...scope, owner, tokens }))
}

/** Many tokens' total supplies (pool tokens: the pool's liquidity) at the latest block, in one multicall. */
export function useTotalSupplies(chainId: number | undefined, tokens: readonly Address[]) {
  const scope = useBlockScope(chainId, tokens.length > 0)
  return useBlockQuery(totalSuppliesQueryOptions(scope.client, { ...scope, tokens }))
}
