import { parseDashPair, sameId } from './params'

/** Where an add/create URL must go instead: 'A-B' in one slot -> A/B, two equal ids -> A; null when it stands. */
export function normaliseLiquidityPath(
  a: string | undefined,
  b: string | undefined,
): [string | undefined, string | undefined] | null {
  const pair = a ? parseDashPair(a) : null
  if (pair) return sameId(pair[0], pair[1]) ? [pair[0], undefined] : pair
  if (b !== undefined && sameId(a, b)) return [a, undefined]
  return null
}
