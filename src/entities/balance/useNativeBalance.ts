import { type Address, multicall3Abi } from 'viem'
import { addressesFor } from '@/config/addresses'
import { useBlockRead } from '@/lib/chain/useBlockRead'

/** The account's native-coin balance, read through Multicall3.getEthBalance with the other reads of the block. */
export function useNativeBalance(account: Address | undefined, chainId: number | undefined) {
  const multicall = addressesFor(chainId)?.multicall
  return useBlockRead({
    chainId,
    address: multicall,
    abi: multicall3Abi,
    functionName: 'getEthBalance',
    args: account ? [account] : undefined,
    enabled: Boolean(account && multicall),
  })
}
