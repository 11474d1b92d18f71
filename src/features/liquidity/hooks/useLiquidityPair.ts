import type { Token } from '@uniswap/sdk-core'
import { CurrencyAmount } from '@uniswap/sdk-core'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { useTokenBalances, useTotalSupplies } from '@/entities/balance'
import { type PairState, pairResults, poolTokenInfo, usePairReserves } from '@/entities/pair'
import {
  type Currency,
  type SdkCurrency,
  fromSdkToken,
  toSdkCurrency,
  toSdkToken,
  wrappedNative,
} from '@/entities/token'
import { useCurrency } from '@/entities/token-list'
import type { LiquidityPosition } from './useLiquidityPositions'

/**
 * The two sides of a liquidity screen, from their ids in the path: the currencies, as SDK currencies, their wrapped
 * tokens, the pair with its reserves, its total supply and the account's pool tokens, all at the latest block.
 */
export function useLiquidityPair(
  chainId: number | undefined,
  idA: string | undefined,
  idB: string | undefined,
  account: Address | undefined,
) {
  const a = useCurrency(chainId, idA)
  const b = useCurrency(chainId, idB)
  const weth = useMemo(() => wrappedNative(chainId), [chainId])
  const sdkA = useMemo(() => (a.currency && weth ? toSdkCurrency(a.currency, weth) : undefined), [a.currency, weth])
  const sdkB = useMemo(() => (b.currency && weth ? toSdkCurrency(b.currency, weth) : undefined), [b.currency, weth])
  const tokens = useMemo(() => [[sdkA?.wrapped, sdkB?.wrapped] as const], [sdkA, sdkB])
  const reserves = usePairReserves(chainId, tokens)
  const [result] = useMemo(() => pairResults(tokens, reserves), [tokens, reserves])
  const address = result?.address
  const supplies = useTotalSupplies(chainId, address ? [address] : [])
  const balances = useTokenBalances(chainId, account, address ? [address] : [])
  const poolToken: Token | undefined = useMemo(
    () => (address && chainId !== undefined ? toSdkToken(poolTokenInfo(chainId, address)) : undefined),
    [address, chainId],
  )
  const amountOf = (raw: bigint | undefined) =>
    poolToken && raw !== undefined ? CurrencyAmount.fromRawAmount(poolToken, raw.toString()) : undefined
  return {
    lookups: { A: a, B: b },
    currencies: { A: a.currency, B: b.currency } as { A: Currency | undefined; B: Currency | undefined },
    sdk: { A: sdkA, B: sdkB } as { A: SdkCurrency | undefined; B: SdkCurrency | undefined },
    pairState: (result?.state ?? 'INVALID') as PairState,
    pair: result?.pair,
    pairAddress: address,
    poolToken,
    totalSupply: amountOf(address ? supplies.data?.[address.toLowerCase()] : undefined),
    userLiquidity: amountOf(address ? balances.data?.[address.toLowerCase()] : undefined),
  }
}

export type LiquidityPair = ReturnType<typeof useLiquidityPair>

const raw = (amount: { quotient: { toString(): string } } | undefined) =>
  amount ? BigInt(amount.quotient.toString()) : 0n

/**
 * The account's position in a liquidity screen's pair as a PositionCard shows it (the wallet's pool tokens, none
 * staked), once the pair and both tokens are known; the import screen and the add and remove screens show the same.
 */
export function pairPosition(info: LiquidityPair): LiquidityPosition | undefined {
  const [tokenA, tokenB] = [info.sdk.A?.wrapped, info.sdk.B?.wrapped]
  if (!info.pair || !info.pairAddress || !tokenA || !tokenB) return undefined
  return {
    address: info.pairAddress,
    tokenA: fromSdkToken(tokenA),
    tokenB: fromSdkToken(tokenB),
    pair: info.pair,
    liquidity: raw(info.userLiquidity),
    staked: 0n,
    totalSupply: info.totalSupply ? raw(info.totalSupply) : undefined,
    stakingPool: undefined,
  }
}
