import { type Currency, TokenLogo, displaySymbol } from '@/entities/token'

/** 'ETH-DAI' with both logos. */
export function PairTitle({ sides, size = 24 }: { sides: readonly [Currency, Currency]; size?: number }) {
  return (
    <span className="flex items-center gap-2">
      <span className="flex -space-x-1">
        <TokenLogo currency={sides[0]} size={size} />
        <TokenLogo currency={sides[1]} size={size} />
      </span>
      <span>{pairLabel(sides)}</span>
    </span>
  )
}

export const pairLabel = (sides: readonly [Currency, Currency]) =>
  `${displaySymbol(sides[0].symbol)}-${displaySymbol(sides[1].symbol)}`
