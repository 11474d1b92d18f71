import { env } from './env'
import { loadDevnet } from './devnet'

/** Spec 9: the end-time estimate assumes 13 seconds a block (a measured block time replaces it when known). */
export const BLOCK_TIME_SECONDS = 13
/** Spec 2 and 9: proposing needs 1% of the total supply (the footnote's figure; not enforced by the app). */
export const PROPOSAL_THRESHOLD_PERCENT = 1
/** Spec 3 and 9: votes are UNI amounts with 18 decimals. */
export const VOTE_DECIMALS = 18
/** A block range public nodes accept for one `eth_getLogs` (a node refusing it makes the reader split it). */
export const DEFAULT_LOG_RANGE_SIZE = 5_000n

/** Where a chain's governor's `ProposalCreated` events start, and how many blocks one `eth_getLogs` asks for. */
export interface GovernanceConfig {
  deploymentBlock: bigint
  logRangeSize: bigint
}

/** Per chain: the governor's deployment block, and a range size where the chain's nodes need another one. */
const chains: Readonly<Record<number, { deploymentBlock: bigint; logRangeSize?: bigint }>> = {
  // GovernorAlpha 0x5e4be8Bc9637f0EAA1A755019e06A68ce081D58F.
  1: { deploymentBlock: 10_861_678n },
}

let devnetDeploymentBlock: bigint | undefined

/** The devnet governor's deployment block, from the devnet's manifest (read once). */
function devnetGovernorDeploymentBlock(): bigint {
  return (devnetDeploymentBlock ??= BigInt(loadDevnet().deploymentBlocks.governor))
}

/** The chain's governance log settings; undefined for a chain without a governor. */
export function governanceConfig(chainId: number | undefined): GovernanceConfig | undefined {
  if (__DEVNET__ && chainId === 31337)
    return {
      deploymentBlock: devnetGovernorDeploymentBlock(),
      logRangeSize: env.governanceLogRange ?? DEFAULT_LOG_RANGE_SIZE,
    }
  const chain = chainId === undefined ? undefined : chains[chainId]
  return (
    chain && {
      deploymentBlock: chain.deploymentBlock,
      logRangeSize: env.governanceLogRange ?? chain.logRangeSize ?? DEFAULT_LOG_RANGE_SIZE,
    }
  )
}

/**
 * Mainnet proposal 2's description, shown instead of the on-chain one (spec 3). Proposal content, so not translated.
 */
const GRANTS_PROGRAMME_DESCRIPTION = `# Community Grants Program v0.1

## Summary

This proposal sets up a grants programme that funds work on the protocol and its ecosystem from the community
treasury. Grants are decided by a small committee instead of a vote on every application, so that applicants get a
quick and predictable answer.

## Budget

- A cap of **750K** per quarter.
- A term of **2 quarters**; a further term needs a new proposal.
- Funds left at the end of a quarter are not carried over.

## Committee

- One **lead** and **five reviewers**.
- Payments from the programme need the approval of **4 of the 5** reviewers in a multisig.
- The lead is paid **25 UNI per hour**, for up to **30 hours a week**; reviewers are not paid.

## Renewal

At the end of the term the committee publishes what it funded and what came of it. Renewing the programme is an
ordinary governance proposal and needs the ordinary **4% quorum** of votes in favour.
`

const descriptionOverrides: Readonly<Record<number, Readonly<Record<number, string>>>> = {
  1: { 2: GRANTS_PROGRAMME_DESCRIPTION },
}

/** The local description of a proposal that replaces its on-chain one, if the table has one. */
export function proposalDescriptionOverride(chainId: number | undefined, id: number): string | undefined {
  return chainId === undefined ? undefined : descriptionOverrides[chainId]?.[id]
}
