import type { Address } from 'viem'
import { useBlockQuery, useBlockScope } from '@/lib/chain/useBlockQuery'
import { balanceQueryOptions } from './queries/readBalance'

/** The account's native-coin balance at the latest block, read with the block's other reads. */
export function useNativeBalance(account: Address | undefined, chainId: number | undefined) {
  const scope = useBlockScope(chainId, account !== undefined)
  return useBlockQuery(balanceQueryOptions(scope.client, { ...scope, owner: account, of: 'native' }))
}
