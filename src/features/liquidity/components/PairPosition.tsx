import { fromSdkToken } from '@/entities/token'
import type { useLiquidityPair } from '../hooks/useLiquidityPair'
import { PositionCard } from './PositionCard'

const raw = (amount: { quotient: { toString(): string } } | undefined) =>
  amount ? BigInt(amount.quotient.toString()) : 0n

/** The user's position in the pair of a liquidity screen, when the pair exists and the user holds some of it (spec 2). */
export function PairPosition({ info }: { info: ReturnType<typeof useLiquidityPair> }) {
  const [tokenA, tokenB] = [info.sdk.A?.wrapped, info.sdk.B?.wrapped]
  const liquidity = raw(info.userLiquidity)
  if (!info.pair || !info.pairAddress || !tokenA || !tokenB || liquidity === 0n) return null
  return (
    <div className="mx-auto mt-4 flex w-full max-w-card justify-center">
      <PositionCard
        showLinks={false}
        position={{
          address: info.pairAddress,
          tokenA: fromSdkToken(tokenA),
          tokenB: fromSdkToken(tokenB),
          pair: info.pair,
          liquidity,
          staked: 0n,
          totalSupply: info.totalSupply ? raw(info.totalSupply) : undefined,
          stakingPool: undefined,
        }}
      />
    </div>
  )
}
