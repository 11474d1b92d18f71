import type { Pair } from '@uniswap/v2-sdk'
import { useMemo } from 'react'
import { type Address, isAddressEqual } from 'viem'
import { stakingPoolsFor } from '@/config/staking'
import { useTokenBalances, useTotalSupplies } from '@/entities/balance'
import { pairResults, usePairReserves } from '@/entities/pair'
import { toSdkToken } from '@/entities/token'
import { type TrackedPair, useTrackedPairs } from './useTrackedPairs'

export interface LiquidityPosition extends TrackedPair {
  pair: Pair | undefined
  /** Pool tokens in the wallet. */
  liquidity: bigint
  /** Pool tokens staked in the pair's reward pool (still the user's: shown, not hidden). */
  staked: bigint
  totalSupply: bigint | undefined
  stakingPool: Address | undefined
}

/**
 * The account's V2 positions among the tracked pairs: pool tokens held or staked, with each pair's reserves and
 * supply. Every tracked pair's balance is one read of the block's one multicall, however many pairs there are.
 */
export function useLiquidityPositions(chainId: number | undefined, account: Address | undefined) {
  const tracked = useTrackedPairs(chainId)
  const pools = stakingPoolsFor(chainId)
  const addresses = useMemo(() => tracked.map((p) => p.address), [tracked])
  const poolAddresses = useMemo(() => pools.map((p) => p.address), [pools])
  const balances = useTokenBalances(chainId, account, addresses)
  const staked = useTokenBalances(chainId, account, poolAddresses)
  const stakingOf = (pair: Address) => pools.find((p) => isAddressEqual(p.stakingToken, pair))
  const stakedIn = (pair: Address) => {
    const pool = stakingOf(pair)
    return pool ? (staked.data?.[pool.address.toLowerCase()] ?? 0n) : 0n
  }
  const held = tracked.filter((p) => (balances.data?.[p.address.toLowerCase()] ?? 0n) > 0n || stakedIn(p.address) > 0n)
  const heldAddresses = held.map((p) => p.address)
  const supplies = useTotalSupplies(chainId, heldAddresses)
  const tokenPairs = held.map((p) => [toSdkToken(p.tokenA), toSdkToken(p.tokenB)] as const)
  const pairs = pairResults(tokenPairs, usePairReserves(chainId, tokenPairs))
  const positions: LiquidityPosition[] = held.map((p, index) => ({
    ...p,
    pair: pairs[index]?.pair,
    liquidity: balances.data?.[p.address.toLowerCase()] ?? 0n,
    staked: stakedIn(p.address),
    totalSupply: supplies.data?.[p.address.toLowerCase()],
    stakingPool: stakingOf(p.address)?.address,
  }))
  return { positions, loading: Boolean(account) && (balances.isLoading || staked.isLoading) }
}
