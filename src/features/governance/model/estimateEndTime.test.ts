import { describe, expect, it } from 'vitest'
import { measureBlockTime, votingEnd } from './estimateEndTime'

const now = new Date('2024-01-01T00:00:00Z')

describe('votingEnd', () => {
  it('default: blocks left times 13 seconds from now', () => {
    expect(votingEnd({ endBlock: 1_100n, currentBlock: 1_000n, now })).toEqual({
      kind: 'estimate',
      date: new Date(now.getTime() + 100 * 13_000),
    })
  })

  it('behavior: voting runs through the end block itself, and has ended after it', () => {
    expect(votingEnd({ endBlock: 1_000n, currentBlock: 1_000n, now })).toEqual({ kind: 'estimate', date: now })
    expect(votingEnd({ endBlock: 1_000n, currentBlock: 1_001n, now })).toEqual({ kind: 'ended' })
  })

  it('args: blockTimeSeconds (a measured block time) replaces the 13 seconds', () => {
    expect(votingEnd({ endBlock: 10n, currentBlock: 0n, now, blockTimeSeconds: 12.5 })).toEqual({
      kind: 'estimate',
      date: new Date(now.getTime() + 125_000),
    })
  })

  it('behavior: an unusable block time (0, negative) falls back to 13 seconds', () => {
    expect(votingEnd({ endBlock: 10n, currentBlock: 0n, now, blockTimeSeconds: 0 })).toEqual({
      kind: 'estimate',
      date: new Date(now.getTime() + 130_000),
    })
    expect(votingEnd({ endBlock: 10n, currentBlock: 0n, now, blockTimeSeconds: -1 })).toEqual({
      kind: 'estimate',
      date: new Date(now.getTime() + 130_000),
    })
  })
})

describe('measureBlockTime', () => {
  it('default: seconds per block between two blocks, in either order', () => {
    const a = { number: 100n, timestamp: 1_000n }
    const b = { number: 110n, timestamp: 1_125n }
    expect(measureBlockTime(a, b)).toBe(12.5)
    expect(measureBlockTime(b, a)).toBe(12.5)
  })

  it('behavior: the same block, a standing or backward clock are not measurable', () => {
    expect(measureBlockTime({ number: 5n, timestamp: 10n }, { number: 5n, timestamp: 20n })).toBeUndefined()
    expect(measureBlockTime({ number: 5n, timestamp: 10n }, { number: 6n, timestamp: 10n })).toBeUndefined()
    expect(measureBlockTime({ number: 5n, timestamp: 10n }, { number: 6n, timestamp: 9n })).toBeUndefined()
  })
})
