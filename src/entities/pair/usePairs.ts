import { CurrencyAmount, type Token } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import { useMemo } from 'react'
import { type Address, BaseError, ContractFunctionZeroDataError, isAddressEqual } from 'viem'
import { readContract } from 'wagmi/actions'
import { v2PairAbi } from '@/abis/v2PairAbi'
import { addressesFor } from '@/config/addresses'
import { pairInitCodeHashFor } from '@/config/routing'
import { useBlockQuery } from '@/lib/chain/useBlockQuery'
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

/** A pair's reserves, or null when no pair exists at its address (nothing answers there). */
type ReservesByPair = Record<Address, readonly [bigint, bigint] | null>

const isNoPair = (error: unknown): boolean => error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionZeroDataError) !== null

/** Every pair's reserves at a block: one `getReserves` each, folded by viem into the block's one multicall. */
async function readReserves(chainId: number, blockNumber: bigint, addresses: Address[]): Promise<ReservesByPair> {
  const results = await Promise.allSettled(
    addresses.map((address) => readContract(wagmiConfig, { chainId: chainId as never, address, abi: v2PairAbi, functionName: 'getReserves', blockNumber })),
  )
  const reserves: ReservesByPair = {}
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') reserves[addresses[index]!] = [result.value[0], result.value[1]]
    else if (isNoPair(result.reason)) reserves[addresses[index]!] = null
    else throw result.reason
  })
  return reserves
}

/**
 * The V2 pairs of token pairs with their reserves at the latest block. All pairs are one query per block (a failed
 * read of the node is retried; no pair at an address is a fact), and the previous block's reserves stay on screen
 * while the next block's load, so routes never flicker.
 */
export function usePairs(chainId: number | undefined, tokenPairs: readonly (readonly [Token | undefined, Token | undefined])[]): PairResult[] {
  const factory = addressesFor(chainId)?.v2Factory
  const initCodeHash = pairInitCodeHashFor(chainId)
  const addresses = tokenPairs.map(([a, b]): Address | undefined =>
    a && b && factory && initCodeHash && a.chainId === b.chainId && !isAddressEqual(a.address as Address, b.address as Address)
      ? computeV2PairAddress(factory, initCodeHash, a.address as Address, b.address as Address)
      : undefined,
  )
  const wanted = [...new Set(addresses.filter((a): a is Address => Boolean(a)))]
  const { data } = useBlockQuery('pairReserves', chainId, { pairs: wanted }, (id, block) => readReserves(id, block, wanted), wanted.length > 0)

  // The pairs change only with their reserves: one string says when.
  const key = addresses.map((address) => `${address}:${address && data && address in data ? String(data[address]) : 'loading'}`).join(',')
  return useMemo(
    () =>
      tokenPairs.map(([a, b], index): PairResult => {
        const address = addresses[index]
        if (!a || !b || !address) return { state: 'INVALID' }
        const reserves = data?.[address]
        if (reserves === undefined) return { state: 'LOADING', address }
        if (reserves === null) return { state: 'NOT_EXISTS', address }
        const [first] = sortTokens(a.address as Address, b.address as Address)
        const [token0, token1] = isAddressEqual(first, a.address as Address) ? [a, b] : [b, a]
        const pair = new Pair(CurrencyAmount.fromRawAmount(token0, reserves[0].toString()), CurrencyAmount.fromRawAmount(token1, reserves[1].toString()))
        return { state: 'EXISTS', pair, address }
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the addresses and the reserves read
    [key],
  )
}
