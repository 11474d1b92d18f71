import type { Pair } from '@uniswap/v2-sdk'
import { useMemo } from 'react'
import { type Address, isAddressEqual } from 'viem'
import { addressesFor } from '@/config/addresses'
import { stakingPoolsFor } from '@/config/staking'
import { useTotalSupplies } from '@/entities/balance'
import { pairResults, usePairReserves } from '@/entities/pair'
import { toSdkToken } from '@/entities/token'
import { ETH_PRICE_OF_WETH, type EthPrice, ethPriceFromReserves } from '../model/apr'
import type { PoolPricing } from '../model/poolFigures'
import type { PoolCurrencies } from './usePoolCurrencies'

const reserveOf = (pair: Pair | undefined, token: Address): bigint | undefined => {
  if (!pair) return undefined
  const side = isAddressEqual(pair.token0.address as Address, token) ? pair.reserve0 : pair.reserve1
  return BigInt(side.quotient.toString())
}

/** The pairs to read: each pool's own pair, then each token (the reward token included) with WETH. */
function pricingPlan(chainId: number | undefined, currencies: PoolCurrencies) {
  const pools = stakingPoolsFor(chainId)
  const weth = addressesFor(chainId)?.weth
  const tokens = [...pools.flatMap((p) => p.tokens), ...(currencies.reward ? [currencies.reward.address] : [])]
  const priced = tokens.filter(
    (t, i) => tokens.findIndex((u) => isAddressEqual(t, u)) === i && !(weth && isAddressEqual(t, weth)),
  )
  const sdk = (address: Address) => toSdkToken(currencies.token(address))
  const tokenPairs = [
    ...pools.map((p) => [sdk(p.tokens[0]), sdk(p.tokens[1])] as const),
    ...priced.map((t) => [sdk(t), weth ? sdk(weth) : undefined] as const),
  ]
  return { pools, weth, priced, tokenPairs, stakingTokens: pools.map((p) => p.stakingToken) }
}

/**
 * What prices each reward pool at the latest block (APR from on-chain reserves alone): the pool pair's reserves and
 * supply, and each pool token's and the reward token's pair with WETH. Every address follows from the configuration,
 * so all of it is read in the block's one multicall with the staking reads, none waiting on another.
 */
export function usePoolPricing(
  chainId: number | undefined,
  currencies: PoolCurrencies,
): ReadonlyMap<Address, PoolPricing> {
  const plan = useMemo(() => pricingPlan(chainId, currencies), [chainId, currencies])
  const reserves = usePairReserves(chainId, plan.tokenPairs)
  const pairs = useMemo(() => pairResults(plan.tokenPairs, reserves), [plan.tokenPairs, reserves])
  const supplies = useTotalSupplies(chainId, plan.stakingTokens)

  return useMemo(() => {
    const { pools, weth, priced } = plan
    const priceOf = (token: Address): EthPrice | undefined => {
      if (!weth) return undefined
      if (isAddressEqual(token, weth)) return ETH_PRICE_OF_WETH
      const pair = pairs[pools.length + priced.findIndex((t) => isAddressEqual(t, token))]?.pair
      return ethPriceFromReserves(reserveOf(pair, weth), reserveOf(pair, token))
    }
    const rewardPrice = currencies.reward ? priceOf(currencies.reward.address) : undefined
    return new Map(
      pools.map((pool, index) => {
        const pair = pairs[index]?.pair
        const [a, b] = [reserveOf(pair, pool.tokens[0]), reserveOf(pair, pool.tokens[1])]
        const pricing: PoolPricing = {
          reserves: a !== undefined && b !== undefined ? [a, b] : undefined,
          lpSupply: supplies.data?.[pool.stakingToken.toLowerCase()],
          prices: [priceOf(pool.tokens[0]), priceOf(pool.tokens[1])],
          rewardPrice,
        }
        return [pool.address, pricing] as const
      }),
    )
  }, [plan, pairs, supplies.data, currencies.reward])
}
