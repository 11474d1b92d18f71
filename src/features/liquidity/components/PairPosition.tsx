import { type LiquidityPair, pairPosition } from '../hooks/useLiquidityPair'
import { PositionCard } from './PositionCard'

/** The user's position in the pair of a liquidity screen, when the pair exists and the user holds some of it (spec 2). */
export function PairPosition({ info }: { info: LiquidityPair }) {
  const position = pairPosition(info)
  if (!position || position.liquidity === 0n) return null
  return (
    <div className="mx-auto mt-4 flex w-full max-w-card justify-center">
      <PositionCard showLinks={false} position={position} />
    </div>
  )
}
