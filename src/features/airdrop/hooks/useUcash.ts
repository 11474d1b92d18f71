import { type Address, erc20Abi } from 'viem'
import { addressesFor } from '@/config/addresses'
import { useBlockRead } from '@/lib/chain/useBlockRead'
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
  const balance = useBlockRead({
    chainId,
    address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: account ? [account] : undefined,
    enabled: Boolean(address && account),
  })
  const supply = useBlockRead({
    chainId,
    address,
    abi: erc20Abi,
    functionName: 'totalSupply',
    enabled: Boolean(address) && totalSupply,
  })
  return { address, decimals: decimals.data, balance: balance.data, totalSupply: supply.data }
}
