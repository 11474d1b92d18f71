/** Order statistics of benchmark samples (nearest-rank, as a table reader would count them). */
const sorted = (samples: readonly number[]): number[] => [...samples].sort((a, b) => a - b)

/** The p-th percentile by nearest rank: the smallest sample with at least p% of the samples at or below it. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN
  const ordered = sorted(samples)
  const rank = Math.max(1, Math.ceil((p / 100) * ordered.length))
  return ordered[rank - 1]!
}

/** The median; the mean of the two middle samples when the count is even. */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN
  const ordered = sorted(samples)
  const middle = Math.floor(ordered.length / 2)
  return ordered.length % 2 === 1 ? ordered[middle]! : (ordered[middle - 1]! + ordered[middle]!) / 2
}
