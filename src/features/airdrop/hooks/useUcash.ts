import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { addressesFor } from '@/config/addresses'
import { balanceQueryOptions, useTotalSupplies } from '@/entities/balance'
import { decimalsQueryOptions } from '@/entities/token'
import { useStaticScope } from '@/lib/chain/staticQueryOptions'
import { useBlockQuery, useBlockScope } from '@/lib/chain/useBlockQuery'

/**
 * The governance token (UCASH; the contracts call it UNI) on a chain: its address, decimals (read once), and at the
 * latest block the account's balance and the total supply, batched with the block's other reads.
 */
export function useUcash(chainId: number | undefined, account: Address | undefined, { totalSupply = false } = {}) {
  const address = addressesFor(chainId)?.uni
  const decimals = useQuery(decimalsQueryOptions(useStaticScope(chainId).client, { chainId, token: address }))
  // Shown with its decimals, a one-off read after the first block's: out of a cold load's first multicall too.
  const scope = useBlockScope(chainId, address !== undefined && account !== undefined && decimals.data !== undefined)
  const balance = useBlockQuery(balanceQueryOptions(scope.client, { ...scope, owner: account, of: address }))
  const supplies = useTotalSupplies(chainId, address && totalSupply ? [address] : [])
  const supply = address ? supplies.data?.[address.toLowerCase()] : undefined
  return { address, decimals: decimals.data, balance: balance.data, totalSupply: supply }
}
