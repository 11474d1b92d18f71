import { type Address, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Ballot } from '../queries/readBallot'
import type { Voter } from '../queries/readGovernance'
import { ballotView } from './ballotView'

const me: Address = getAddress('0x1111111111111111111111111111111111111111')
const other: Address = getAddress('0x2222222222222222222222222222222222222222')
const votes = 1_000n * 10n ** 18n
const notVoted = { hasVoted: false, support: false, votes: 0n }
const ballot = (priorVotes: bigint | undefined, receipt = notVoted): Ballot => ({ priorVotes, receipt })
const voter = (delegate: Address | undefined, currentVotes: bigint, balance = votes): Voter => ({
  delegate,
  currentVotes,
  balance,
})

describe('ballotView', () => {
  it('default: an active proposal and votes at the start block offer the vote', () => {
    expect(ballotView({ status: 'active', account: me, voter: voter(me, votes), ballot: ballot(votes) })).toEqual({
      kind: 'can-vote',
      votes,
    })
  })

  it('behavior: a cast vote shows the receipt, whatever the status', () => {
    const receipt = { hasVoted: true, support: true, votes }
    expect(
      ballotView({ status: 'succeeded', account: me, voter: voter(me, votes), ballot: ballot(votes, receipt) }),
    ).toEqual({ kind: 'voted', support: true, votes })
  })

  it.each(['pending', 'succeeded', 'defeated', 'executed', 'undetermined'] as const)(
    'behavior: a %s proposal offers no vote',
    (status) => {
      expect(ballotView({ status, account: me, voter: voter(me, votes), ballot: ballot(votes) })).toEqual({
        kind: 'none',
      })
    },
  )

  it('behavior: nothing without an account, while reads load, or before the start block is mined', () => {
    expect(ballotView({ status: 'active', account: undefined, voter: undefined, ballot: undefined })).toEqual({
      kind: 'none',
    })
    expect(ballotView({ status: 'active', account: me, voter: voter(me, votes), ballot: undefined })).toEqual({
      kind: 'none',
    })
    expect(ballotView({ status: 'active', account: me, voter: voter(me, votes), ballot: ballot(undefined) })).toEqual({
      kind: 'none',
    })
  })

  it.each([
    ['no delegate, tokens held: unlock', voter(undefined, 0n), { reason: 'no-delegate', canUnlock: true }],
    [
      'no delegate, no tokens: nothing to unlock',
      voter(undefined, 0n, 0n),
      { reason: 'no-delegate', canUnlock: false },
    ],
    ['delegated to someone else', voter(other, 0n), { reason: 'delegated-away', canUnlock: false }],
    ['self-delegated after the start block', voter(me, votes), { reason: 'delegated-after-start', canUnlock: false }],
    ['self-delegated, no tokens', voter(me, 0n, 0n), { reason: 'no-votes', canUnlock: false }],
    [
      'delegated away, but others delegated to it after the start',
      voter(other, votes),
      { reason: 'delegated-after-start', canUnlock: false },
    ],
  ] as const)('behavior: no votes at the start block says why: %s', (_name, standing, expected) => {
    expect(ballotView({ status: 'active', account: me, voter: standing, ballot: ballot(0n) })).toEqual({
      kind: 'no-votes',
      delegate: standing.delegate,
      ...expected,
    })
  })
})
