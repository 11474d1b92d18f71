/** An inclusive block range for one `eth_getLogs`. */
export interface BlockRange {
  fromBlock: bigint
  toBlock: bigint
}

/** `from` to `to` (both inclusive) cut into consecutive ranges of at most `size` blocks; none when `from > to`. */
export function planLogRanges(from: bigint, to: bigint, size: bigint): BlockRange[] {
  if (size < 1n) throw new RangeError(`A log range needs at least one block, not ${size}`)
  const ranges: BlockRange[] = []
  for (let start = from; start <= to; start += size) {
    const end = start + size - 1n
    ranges.push({ fromBlock: start, toBlock: end < to ? end : to })
  }
  return ranges
}

/** The two halves of a range of at least two blocks (the first one the larger when the count is odd). */
export function splitRange({ fromBlock, toBlock }: BlockRange): [BlockRange, BlockRange] {
  const middle = fromBlock + (toBlock - fromBlock) / 2n
  return [
    { fromBlock, toBlock: middle },
    { fromBlock: middle + 1n, toBlock },
  ]
}

/** The number of blocks in a range. */
export const rangeSize = ({ fromBlock, toBlock }: BlockRange): bigint => toBlock - fromBlock + 1n
