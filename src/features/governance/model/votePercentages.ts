/** Whole-number shares of the votes cast, for the For and Against bars (spec 9: rounded to whole numbers). */
export interface VotePercentages {
  for: number
  against: number
}

/**
 * Each side's share of the votes cast, in whole percent, computed exactly in bigints. Rounded to the nearest whole
 * number with ties to the even one, so that the two always add up to 100 (33.5/66.5 gives 34/66, 50.5/49.5 gives
 * 50/50; rounding ties up would give 101) and swapping the sides swaps the results. No votes give 0 and 0.
 */
export function votePercentages(forVotes: bigint, againstVotes: bigint): VotePercentages {
  const total = forVotes + againstVotes
  if (total <= 0n || forVotes < 0n || againstVotes < 0n) return { for: 0, against: 0 }
  const forShare = Number(roundHalfEven(forVotes * 100n, total))
  return { for: forShare, against: 100 - forShare }
}

/** numerator / denominator (both positive) to the nearest integer, ties to even. */
function roundHalfEven(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator
  const twiceRemainder = (numerator % denominator) * 2n
  if (twiceRemainder > denominator) return quotient + 1n
  if (twiceRemainder === denominator && quotient % 2n === 1n) return quotient + 1n
  return quotient
}
