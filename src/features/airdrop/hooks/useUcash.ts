import { type Address, erc20Abi } from 'viem'
import { addressesFor } from '@/config/addresses'
import { balanceQueryOptions, useTotalSupplies } from '@/entities/balance'
import { useBlockQuery, useBlockScope } from '@/lib/chain/useBlockQuery'
import { useStaticRead } from '@/lib/chain/useStaticRead'

/**
 * The governance token (UCASH; the contracts call it UNI) on a chain: its address, decimals (read once), and at the
 * latest block the account's balance and the total supply, batched with the block's other reads.
 */
export function useUcash(chainId: number | undefined, account: Address | undefined, { totalSupply = false } = {}) {
  const address = addressesFor(chainId)?.uni
  const decimals = useStaticRead({
    chainId,
    address,
    abi: erc20Abi,
    functionName: 'decimals',
    enabled: Boolean(address),
  })
  // Shown with its decimals, a one-off read after the first block's: out of a cold load's first multicall too.
  const scope = useBlockScope(chainId, address !== undefined && account !== undefined && decimals.data !== undefined)
  const balance = useBlockQuery(balanceQueryOptions(scope.client, { ...scope, owner: account, of: address }))
  const supplies = useTotalSupplies(chainId, address && totalSupply ? [address] : [])
  const supply = address ? supplies.data?.[address.toLowerCase()] : undefined
  return { address, decimals: decimals.data, balance: balance.data, totalSupply: supply }
}
