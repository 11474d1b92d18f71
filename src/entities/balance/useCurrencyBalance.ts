import type { Address } from 'viem'
import type { Currency } from '@/entities/token'
import { useBlockQuery, useBlockScope } from '@/lib/chain/useBlockQuery'
import { balanceQueryOptions } from './queries/readBalance'

/**
 * The account's balance of a currency (native coin or token) at the latest block, with the page's other reads. A
 * failing token call fails alone (its row shows no balance), never the others.
 */
export function useCurrencyBalance(account: Address | undefined, currency: Currency | undefined): bigint | undefined {
  const of = currency === undefined ? undefined : currency.kind === 'native' ? 'native' : currency.address
  const scope = useBlockScope(currency?.chainId, account !== undefined && of !== undefined)
  return useBlockQuery(balanceQueryOptions(scope.client, { ...scope, owner: account, of })).data
}
