import { type Address, erc20Abi } from 'viem'
import type { Currency } from '@/entities/token'
import { useBlockRead } from '@/lib/chain/useBlockRead'
import { useNativeBalance } from './useNativeBalance'

/**
 * The account's balance of a currency (native coin or token), read per block with the page's other reads. A failing
 * token call fails alone (its row shows no balance), never the others.
 */
export function useCurrencyBalance(account: Address | undefined, currency: Currency | undefined): bigint | undefined {
  const token = currency?.kind === 'token' ? currency : undefined
  const native = useNativeBalance(currency?.kind === 'native' ? account : undefined, currency?.chainId)
  const tokenBalance = useBlockRead({
    chainId: token?.chainId,
    address: token?.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: account ? [account] : undefined,
    enabled: Boolean(token && account),
  })
  return currency?.kind === 'native' ? native.data : tokenBalance.data
}
