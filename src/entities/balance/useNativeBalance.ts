import { type Address, multicall3Abi } from 'viem'
import { supportedChains } from '@/config/chains'
import { useBlockRead } from '@/lib/chain/useBlockRead'

const multicallOf = (chainId: number | undefined): Address | undefined =>
  supportedChains.find((c) => c.id === chainId)?.contracts?.multicall3?.address

/** The account's native-coin balance, read through Multicall3.getEthBalance with the other reads of the block. */
export function useNativeBalance(account: Address | undefined, chainId: number | undefined) {
  const multicall = multicallOf(chainId)
  return useBlockRead({
    chainId,
    address: multicall,
    abi: multicall3Abi,
    functionName: 'getEthBalance',
    args: account ? [account] : undefined,
    enabled: Boolean(account && multicall),
  })
}
