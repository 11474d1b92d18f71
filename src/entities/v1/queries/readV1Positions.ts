import { type Address, erc20Abi, multicall3Abi, zeroAddress } from 'viem'
import { v1ExchangeAbi, v1FactoryAbi } from '@/abis/v1Abi'
import { type ChainReader, readContractsBatched } from '@/lib/chain/readContractsBatched'
import { staticQueryOptions } from '@/lib/chain/staticQueryOptions'
import { blockQueryOptions } from '@/lib/chain/useBlockQuery'

/** lower-case token address -> its V1 exchange. */
export type V1Exchanges = Readonly<Record<string, Address>>

/** A token and its V1 exchange. */
export interface V1Market {
  token: Address
  exchange: Address
}

/** An account's liquidity in one V1 exchange (the exchange is its own pool token), at one block. */
export interface V1Holding extends V1Market {
  /** The account's V1 pool tokens. */
  liquidity: bigint
  totalSupply: bigint
  exchangeEth: bigint
  exchangeToken: bigint
}

/** The V1 exchange of each token; a token without one (or whose read fails) is left out. */
export async function readV1Exchanges(
  client: ChainReader,
  params: { factory: Address; tokens: readonly Address[] },
): Promise<V1Exchanges> {
  const { factory, tokens } = params
  const results = await readContractsBatched(client, {
    contracts: tokens.map(
      (token) => ({ address: factory, abi: v1FactoryAbi, functionName: 'getExchange', args: [token] }) as const,
    ),
  })
  const exchanges: Record<string, Address> = {}
  results.forEach((result, index) => {
    if (result.status === 'success' && result.result !== zeroAddress)
      exchanges[tokens[index]!.toLowerCase()] = result.result
  })
  return exchanges
}

/** Keyed `['v1Exchanges', { factory, tokens, chainId }]` and kept for the session (exchanges never move). */
export function v1ExchangesQueryOptions(
  client: ChainReader | undefined,
  params: { chainId: number | undefined; factory: Address | undefined; tokens: readonly Address[] },
) {
  const { chainId, factory, tokens } = params
  return staticQueryOptions(
    'v1Exchanges',
    client,
    chainId,
    { factory, tokens },
    (reader, input) =>
      input.factory
        ? readV1Exchanges(reader, { factory: input.factory, tokens: input.tokens })
        : Promise.reject(new Error('v1Exchanges: no factory')),
    factory !== undefined && tokens.length > 0,
  )
}

/** The token a V1 exchange trades (its `tokenAddress()`). */
export function readV1ExchangeToken(client: ChainReader, params: { exchange: Address }): Promise<Address> {
  return client.readContract({ address: params.exchange, abi: v1ExchangeAbi, functionName: 'tokenAddress' })
}

/** Keyed `['v1ExchangeToken', { exchange, chainId }]` and kept for the session. */
export function v1ExchangeTokenQueryOptions(
  client: ChainReader | undefined,
  params: { chainId: number | undefined; exchange: Address | undefined },
) {
  const { chainId, exchange } = params
  return staticQueryOptions(
    'v1ExchangeToken',
    client,
    chainId,
    { exchange },
    (reader, input) =>
      input.exchange
        ? readV1ExchangeToken(reader, { exchange: input.exchange })
        : Promise.reject(new Error('v1ExchangeToken: no exchange')),
    exchange !== undefined,
  )
}

/**
 * An account's V1 liquidity per market at a block, in the block's one multicall. Only markets where it holds liquidity;
 * a market whose reads fail is left out, so one bad token never blanks the list.
 */
export async function readV1Positions(
  client: ChainReader,
  params: { account: Address; multicall: Address; markets: readonly V1Market[]; blockNumber: bigint },
): Promise<V1Holding[]> {
  const { account, multicall, markets, blockNumber } = params
  const holdings = await Promise.all(
    markets.map(async (market): Promise<V1Holding | undefined> => {
      const { token, exchange } = market
      const [liquidity, totalSupply, exchangeEth, exchangeToken] = await readContractsBatched(client, {
        contracts: [
          { address: exchange, abi: erc20Abi, functionName: 'balanceOf', args: [account] },
          { address: exchange, abi: erc20Abi, functionName: 'totalSupply' },
          { address: multicall, abi: multicall3Abi, functionName: 'getEthBalance', args: [exchange] },
          { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [exchange] },
        ],
        blockNumber,
      })
      if (
        liquidity.status !== 'success' ||
        totalSupply.status !== 'success' ||
        exchangeEth.status !== 'success' ||
        exchangeToken.status !== 'success'
      )
        return undefined
      return {
        token,
        exchange,
        liquidity: liquidity.result,
        totalSupply: totalSupply.result,
        exchangeEth: exchangeEth.result,
        exchangeToken: exchangeToken.result,
      }
    }),
  )
  return holdings.filter((holding): holding is V1Holding => holding !== undefined && holding.liquidity > 0n)
}

/** Keyed `['v1Positions', { account, multicall, markets, chainId, blockNumber }]`; skipped without an account or markets. */
export function v1PositionsQueryOptions(
  client: ChainReader | undefined,
  params: {
    chainId: number | undefined
    blockNumber: bigint | undefined
    account: Address | undefined
    multicall: Address | undefined
    markets: readonly V1Market[]
  },
) {
  const { account, multicall, markets, ...scope } = params
  return blockQueryOptions(
    'v1Positions',
    client,
    scope,
    { account, multicall, markets },
    async (reader, input) => {
      if (!input.account || !input.multicall) throw new Error('v1Positions: no account or multicall')
      return readV1Positions(reader, { ...input, account: input.account, multicall: input.multicall })
    },
    account !== undefined && multicall !== undefined && markets.length > 0,
  )
}
