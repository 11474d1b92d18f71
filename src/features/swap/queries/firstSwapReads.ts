import type { QueryClient } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { getClient } from 'wagmi/actions'
import { addressesFor } from '@/config/addresses'
import { allowanceQueryOptions } from '@/entities/allowance'
import { type BalanceOf, balanceQueryOptions } from '@/entities/balance'
import { chainPairAddresses, pairReservesQueryOptions, pairsToRead, routedPairs } from '@/entities/pair'
import { NATIVE_CURRENCY_ID, type TokenInfo, wrappedNative } from '@/entities/token'
import { allTokensNow } from '@/entities/token-list'
import { landingReader } from '@/lib/chain/landingReader'
import { blockTimestampQueryOptions } from '@/lib/chain/readBlockTimestamp'
import { type ReadClient, readClient } from '@/lib/chain/readClient'
import { cachedHead, prefetchHead } from '@/lib/chain/useLatestBlockNumber'
import type { SwapQuery } from '@/lib/url'

/** A link's currency among the tokens the user can pick: the native coin, a list's token, or none (unknown). */
function linkedCurrency(
  tokens: ReadonlyMap<string, TokenInfo>,
  id: string | undefined,
): TokenInfo | 'native' | undefined {
  if (id === undefined) return undefined
  return id.toUpperCase() === NATIVE_CURRENCY_ID ? 'native' : tokens.get(id.toLowerCase())
}

/**
 * A swap link's first block's reads, in one multicall: the reserves of the pairs its trade routes over, the deadline's
 * clock, and a returning wallet's balances (both sides, and the native coin) and the router's allowance, with the queries the screen's hooks use (so
 * they find the answers, or the requests in flight, and ask nothing twice). Nothing for a currency no list has.
 */
export async function firstSwapReads(queryClient: QueryClient, config: Config, query: SwapQuery): Promise<void> {
  const { chainId, account } = landingReader(config.state)
  const client = chainId === undefined ? undefined : getClient(config, { chainId })
  if (!client || chainId === undefined) return
  const reader = readClient(client)
  await prefetchHead(queryClient, reader, chainId)
  const blockNumber = cachedHead(queryClient, chainId)
  if (blockNumber === undefined) return
  const tokens = allTokensNow(chainId)
  const input = linkedCurrency(tokens, query.inputCurrency)
  const output = linkedCurrency(tokens, query.outputCurrency)
  // A token no list has waits for the user's word (the unknown-token warning) before anything of it is read.
  if (!input || !output) return
  const reads = swapReads(reader, { chainId, blockNumber }, tokens, input, output, account)
  await Promise.allSettled(reads.map((read) => read(queryClient)))
}

type Read = (queryClient: QueryClient) => Promise<unknown>

/** The reads the swap screen makes at a block for a trade from `input` to `output`, keyed as its hooks key them. */
function swapReads(
  reader: ReadClient,
  scope: { chainId: number; blockNumber: bigint },
  tokens: ReadonlyMap<string, TokenInfo>,
  input: TokenInfo | 'native',
  output: TokenInfo | 'native',
  account: Address | undefined,
): Read[] {
  const { chainId } = scope
  const asToken = (currency: TokenInfo | 'native') => (currency === 'native' ? wrappedNative(chainId) : currency)
  const pairs = pairsToRead(
    chainPairAddresses(
      chainId,
      routedPairs(chainId, asToken(input), asToken(output), tokens, (token) => token),
    ),
  )
  const reads: Read[] = [
    (client) => client.ensureQueryData(pairReservesQueryOptions(reader, { ...scope, pairs })),
    (client) => client.ensureQueryData(blockTimestampQueryOptions(reader, scope)),
  ]
  if (!account) return reads
  // Both sides' balances, and the native coin's, which the header shows.
  const balances = new Set<BalanceOf>(['native'])
  for (const currency of [input, output]) balances.add(currency === 'native' ? 'native' : (currency.address as Address))
  for (const of of balances)
    reads.push((client) => client.ensureQueryData(balanceQueryOptions(reader, { ...scope, owner: account, of })))
  // The router's allowance of the input token, which the approval step reads before any trade is known.
  const spender = addressesFor(chainId)?.v2Router
  if (input !== 'native' && spender) {
    const token = input.address as Address
    reads.push((client) =>
      client.ensureQueryData(allowanceQueryOptions(reader, { ...scope, token, owner: account, spender })),
    )
  }
  return reads
}
