import { useQuery } from '@tanstack/react-query'
import { type Address, erc20Abi, multicall3Abi, zeroAddress } from 'viem'
import { readContract } from 'wagmi/actions'
import { v1FactoryAbi } from '@/abis/v1Abi'
import { addressesFor } from '@/config/addresses'
import type { TokenInfo } from '@/entities/token'
import { useBlockQuery } from '@/lib/chain/useBlockQuery'
import { wagmiConfig } from '@/lib/chain/wagmiConfig'

/** An account's liquidity in one V1 exchange (the exchange is its own pool token). */
export interface V1Position {
  token: TokenInfo
  exchange: Address
  /** The account's V1 pool tokens. */
  liquidity: bigint
  totalSupply: bigint
  exchangeEth: bigint
  exchangeToken: bigint
}

/** The V1 exchange of each token (read once: exchanges never move); tokens without one are left out. */
export function useV1Exchanges(chainId: number | undefined, tokens: readonly TokenInfo[]) {
  const factory = addressesFor(chainId)?.v1Factory
  const addresses = tokens.map((t) => t.address)
  return useQuery({
    queryKey: ['v1Exchanges', { chainId, tokens: addresses }],
    queryFn: async () => {
      const results = await Promise.allSettled(
        addresses.map((token) => readContract(wagmiConfig, { chainId: chainId as never, address: factory!, abi: v1FactoryAbi, functionName: 'getExchange', args: [token] })),
      )
      const exchanges: Record<string, Address> = {}
      results.forEach((result, index) => {
        if (result.status === 'fulfilled' && result.value !== zeroAddress) exchanges[addresses[index]!.toLowerCase()] = result.value
      })
      return exchanges
    },
    enabled: Boolean(factory) && addresses.length > 0,
    staleTime: Infinity,
    gcTime: Infinity,
  })
}

/**
 * The account's V1 positions among the tokens' exchanges, at the latest block: its pool tokens, the supply and the
 * exchange's ETH and token balances, one multicall per block; only exchanges where it holds liquidity.
 */
export function useV1Positions(chainId: number | undefined, account: Address | undefined, tokens: readonly TokenInfo[]) {
  const exchanges = useV1Exchanges(chainId, tokens)
  const multicall = addressesFor(chainId)?.multicall
  const withExchange = tokens.filter((t) => exchanges.data?.[t.address.toLowerCase()])
  const query = useBlockQuery(
    'v1Positions',
    chainId,
    { account, exchanges: withExchange.map((t) => t.address) },
    async (id, blockNumber): Promise<V1Position[]> => {
      const read = (address: Address, functionName: 'balanceOf' | 'totalSupply', owner?: Address) =>
        readContract(wagmiConfig, { chainId: id as never, address, abi: erc20Abi, functionName, args: owner ? [owner] : undefined, blockNumber } as never) as Promise<bigint>
      // A token whose reads fail is left out; the others stay (one bad token never blanks the list).
      const positions = await Promise.allSettled(
        withExchange.map(async (token): Promise<V1Position> => {
          const exchange = exchanges.data![token.address.toLowerCase()]!
          const [liquidity, totalSupply, exchangeEth, exchangeToken] = await Promise.all([
            read(exchange, 'balanceOf', account),
            read(exchange, 'totalSupply'),
            readContract(wagmiConfig, { chainId: id as never, address: multicall!, abi: multicall3Abi, functionName: 'getEthBalance', args: [exchange], blockNumber }),
            read(token.address, 'balanceOf', exchange),
          ])
          return { token, exchange, liquidity, totalSupply, exchangeEth, exchangeToken }
        }),
      )
      return positions.flatMap((p) => (p.status === 'fulfilled' && p.value.liquidity > 0n ? [p.value] : []))
    },
    Boolean(account && multicall) && withExchange.length > 0,
  )
  return { positions: query.data ?? [], loading: exchanges.isLoading || (withExchange.length > 0 && query.isLoading) }
}
