import { type Address, isAddressEqual } from 'viem'
import type { Ballot } from '../queries/readBallot'
import type { Voter } from '../queries/readGovernance'
import type { ProposalStatus } from './proposalStatus'

/** Why an account cannot vote on an active proposal (issue 14: say why voting power is 0). */
export type NoVotesReason =
  /** No delegate at all: its tokens count for no one ('Unlock voting' fixes it for later proposals). */
  | 'no-delegate'
  /** It delegated its votes to someone else, who votes with them. */
  | 'delegated-away'
  /** Votes reached it after the proposal's start block: they count from later proposals on. */
  | 'delegated-after-start'
  /** It had no tokens delegated to it at the start block. */
  | 'no-votes'

/** What the proposal page offers the account (spec 2, 6). */
export type BallotView =
  | { kind: 'none' }
  | { kind: 'voted'; support: boolean; votes: bigint }
  | { kind: 'can-vote'; votes: bigint }
  | { kind: 'no-votes'; reason: NoVotesReason; delegate: Address | undefined; canUnlock: boolean }

/**
 * The account's ballot on a proposal: its receipt when it voted; else, while the proposal is active, the vote
 * buttons when it had votes at the start block, or the reason it had none. Nothing while its reads load.
 */
export function ballotView(params: {
  status: ProposalStatus
  account: Address | undefined
  voter: Voter | undefined
  ballot: Ballot | undefined
}): BallotView {
  const { status, account, voter, ballot } = params
  if (!account || !ballot) return { kind: 'none' }
  if (ballot.receipt.hasVoted) return { kind: 'voted', support: ballot.receipt.support, votes: ballot.receipt.votes }
  if (status !== 'active' || ballot.priorVotes === undefined || !voter) return { kind: 'none' }
  if (ballot.priorVotes > 0n) return { kind: 'can-vote', votes: ballot.priorVotes }
  const delegate = voter.delegate
  const reason: NoVotesReason = !delegate
    ? 'no-delegate'
    : !isAddressEqual(delegate, account)
      ? voter.currentVotes > 0n
        ? 'delegated-after-start'
        : 'delegated-away'
      : voter.currentVotes > 0n
        ? 'delegated-after-start'
        : 'no-votes'
  return { kind: 'no-votes', reason, delegate, canUnlock: !delegate && voter.balance > 0n }
}
