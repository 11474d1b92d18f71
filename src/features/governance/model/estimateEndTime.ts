import { BLOCK_TIME_SECONDS } from '@/config/governance'

/** When voting ends: an estimate while blocks remain, or ended (the UI then shows the end block's own time). */
export type VotingEnd = { kind: 'estimate'; date: Date } | { kind: 'ended' }

/**
 * Spec 2 and 9: 'Voting ends approximately {date}': `now` plus the blocks left to `endBlock` at `blockTimeSeconds` a
 * block (13 s unless a measured time is given). Voting runs through `endBlock` itself (GovernorAlpha: active while
 * `block.number <= endBlock`), so it has ended once the chain is past it.
 */
export function votingEnd(params: {
  endBlock: bigint
  currentBlock: bigint
  now: Date
  blockTimeSeconds?: number | undefined
}): VotingEnd {
  const { endBlock, currentBlock, now } = params
  if (currentBlock > endBlock) return { kind: 'ended' }
  const blockTime =
    params.blockTimeSeconds !== undefined && params.blockTimeSeconds > 0 ? params.blockTimeSeconds : BLOCK_TIME_SECONDS
  return { kind: 'estimate', date: new Date(now.getTime() + Number(endBlock - currentBlock) * blockTime * 1000) }
}

interface BlockStamp {
  number: bigint
  timestamp: bigint
}

/** Seconds a block between two blocks (either order); undefined for the same block or clocks that do not move forward. */
export function measureBlockTime(a: BlockStamp, b: BlockStamp): number | undefined {
  const [earlier, later] = a.number < b.number ? [a, b] : [b, a]
  const blocks = later.number - earlier.number
  const seconds = later.timestamp - earlier.timestamp
  if (blocks <= 0n || seconds <= 0n) return undefined
  return Number(seconds) / Number(blocks)
}
