import { type QueryObserverResult, keepPreviousData, useQueries } from '@tanstack/react-query'
import { CurrencyAmount, type Token } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import { useMemo } from 'react'
import { type Address, BaseError, ContractFunctionZeroDataError } from 'viem'
import { readContractQueryOptions } from 'wagmi/query'
import { v2PairAbi } from '@/abis/v2PairAbi'
import { addressesFor } from '@/config/addresses'
import { pairInitCodeHashFor } from '@/config/routing'
import { useLatestBlockNumber } from '@/lib/chain/useLatestBlockNumber'
import { wagmiConfig } from '@/lib/chain/wagmiConfig'
import { computeV2PairAddress, sortTokens } from './model/pairAddress'

/** Spec section 3: what is known of a pair. */
export type PairState = 'LOADING' | 'NOT_EXISTS' | 'EXISTS' | 'INVALID'

export interface PairResult {
  state: PairState
  /** The SDK pair (reserves of this block), when it exists. */
  pair?: Pair
  address?: Address
}

type Reserves = readonly [bigint, bigint, number]

/** No code at the pair's address (never created): a fact of this block, not worth a retry. */
const isNoPair = (error: unknown): boolean => error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionZeroDataError) !== null

/**
 * The V2 pairs of token pairs, with their reserves at the latest block: one `getReserves` per pair, batched into the
 * block's one multicall with the page's other reads; the previous block's reserves stay while the next load.
 */
export function usePairs(chainId: number | undefined, tokenPairs: readonly (readonly [Token | undefined, Token | undefined])[]): PairResult[] {
  const factory = addressesFor(chainId)?.v2Factory
  const initCodeHash = pairInitCodeHashFor(chainId)
  const addresses = tokenPairs.map(([a, b]): Address | undefined =>
    a && b && factory && initCodeHash && a.chainId === b.chainId && a.address.toLowerCase() !== b.address.toLowerCase()
      ? computeV2PairAddress(factory, initCodeHash, a.address as Address, b.address as Address)
      : undefined,
  )
  const live = addresses.some(Boolean)
  const { data: blockNumber } = useLatestBlockNumber(live ? chainId : undefined)
  const results = useQueries({
    queries: addresses.map((address) => ({
      ...readContractQueryOptions(wagmiConfig, { chainId: chainId as never, address, abi: v2PairAbi, functionName: 'getReserves', blockNumber }),
      enabled: Boolean(address && blockNumber !== undefined),
      placeholderData: keepPreviousData,
      staleTime: Infinity,
      retry: (failures: number, error: Error) => !isNoPair(error) && failures < 2,
    })),
  }) as QueryObserverResult<Reserves>[]

  // The pairs change only with their reserves: one string says when.
  const key = addresses.map((address, index) => {
    const result = results[index]
    return `${address}:${result?.data ? `${result.data[0]}/${result.data[1]}` : result?.isError ? 'none' : 'loading'}`
  }).join(',')
  return useMemo(
    () =>
      tokenPairs.map(([a, b], index): PairResult => {
        const address = addresses[index]
        const result = results[index]
        if (!a || !b || !address) return { state: 'INVALID' }
        if (result?.data) {
          const [first] = sortTokens(a.address as Address, b.address as Address)
          const [token0, token1] = first.toLowerCase() === a.address.toLowerCase() ? [a, b] : [b, a]
          const [reserve0, reserve1] = result.data
          const pair = new Pair(CurrencyAmount.fromRawAmount(token0, reserve0.toString()), CurrencyAmount.fromRawAmount(token1, reserve1.toString()))
          return { state: 'EXISTS', pair, address }
        }
        if (result?.isError) return { state: 'NOT_EXISTS', address }
        return { state: 'LOADING', address }
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the addresses and the reserves read
    [key],
  )
}
