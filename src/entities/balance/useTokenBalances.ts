import { type Address, erc20Abi } from 'viem'
import { readContract } from 'wagmi/actions'
import { useBlockQuery } from '@/lib/chain/useBlockQuery'
import { wagmiConfig } from '@/lib/chain/wagmiConfig'

/** lower-case token address -> raw amount; a token whose call fails is left out (it fails alone). */
export type AmountsByToken = Readonly<Record<string, bigint>>

async function readAll(chainId: number, blockNumber: bigint, tokens: readonly Address[], owner: Address | undefined): Promise<AmountsByToken> {
  const results = await Promise.allSettled(
    tokens.map((address) =>
      owner
        ? readContract(wagmiConfig, { chainId: chainId as never, address, abi: erc20Abi, functionName: 'balanceOf', args: [owner], blockNumber })
        : readContract(wagmiConfig, { chainId: chainId as never, address, abi: erc20Abi, functionName: 'totalSupply', blockNumber }),
    ),
  )
  const amounts: Record<string, bigint> = {}
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') amounts[tokens[index]!.toLowerCase()] = result.value
  })
  return amounts
}

/** An account's balances of many tokens (e.g. every tracked pool token) at the latest block, in one multicall. */
export function useTokenBalances(chainId: number | undefined, owner: Address | undefined, tokens: readonly Address[]) {
  return useBlockQuery('tokenBalances', chainId, { owner, tokens }, (id, block) => readAll(id, block, tokens, owner), Boolean(owner) && tokens.length > 0)
}

/** Many tokens' total supplies (pool tokens: the pool's liquidity) at the latest block, in one multicall. */
export function useTotalSupplies(chainId: number | undefined, tokens: readonly Address[]) {
  return useBlockQuery('totalSupplies', chainId, { tokens }, (id, block) => readAll(id, block, tokens, undefined), tokens.length > 0)
}
