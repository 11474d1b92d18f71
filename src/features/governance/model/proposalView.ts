import type { Address, Hash } from 'viem'
import { proposalDescriptionOverride } from '@/config/governance'
import type { OnChainProposal } from '../queries/readGovernance'
import type { ProposalCreatedEntry } from '../queries/readProposalLogs'
import { type DecodedAction, decodeProposalAction } from './decodeProposalAction'
import { type ProposalStatus, proposalStatus } from './proposalStatus'
import { proposalText } from './proposalText'

/**
 * A proposal as the screens show it (spec 3): the governor's numbers and state joined with the texts and actions of
 * its ProposalCreated event. `event` says whether those are 'loaded', still 'loading', or 'missing' (the event could
 * not be read: the proposal still shows, untitled, with its on-chain numbers).
 */
export interface ProposalView {
  id: number
  status: ProposalStatus
  proposer: Address
  forVotes: bigint
  againstVotes: bigint
  startBlock: bigint
  endBlock: bigint
  /** null: 'Untitled' / 'No description.' */
  title: string | null
  body: string | null
  actions: DecodedAction[]
  /** The transaction that created it. */
  transactionHash: Hash | undefined
  event: 'loaded' | 'loading' | 'missing'
}

function actionsOf(entry: ProposalCreatedEntry): DecodedAction[] {
  return entry.targets.map((target, i) =>
    decodeProposalAction({
      target,
      value: entry.values[i] ?? 0n,
      signature: entry.signatures[i] ?? '',
      calldata: entry.calldatas[i] ?? '0x',
    }),
  )
}

/** Joins one proposal's chain state and event. `entries` undefined: the events are still being read. */
export function proposalView(
  chainId: number,
  proposal: OnChainProposal,
  entries: readonly ProposalCreatedEntry[] | undefined,
): ProposalView {
  const entry = entries?.find((e) => e.id === proposal.id)
  const text = proposalText(entry?.description, proposalDescriptionOverride(chainId, proposal.id))
  return {
    id: proposal.id,
    status: proposalStatus(proposal.state),
    proposer: proposal.proposer,
    forVotes: proposal.forVotes,
    againstVotes: proposal.againstVotes,
    startBlock: proposal.startBlock,
    endBlock: proposal.endBlock,
    title: text.title,
    body: text.body,
    actions: entry ? actionsOf(entry) : [],
    transactionHash: entry?.transactionHash,
    event: entry ? 'loaded' : entries ? 'missing' : 'loading',
  }
}

/** Every proposal, newest first (spec 2). */
export function proposalViews(
  chainId: number,
  proposals: readonly OnChainProposal[],
  entries: readonly ProposalCreatedEntry[] | undefined,
): ProposalView[] {
  return proposals.map((p) => proposalView(chainId, p, entries)).sort((a, b) => b.id - a.id)
}
