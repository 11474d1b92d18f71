import type { Address, Hash, Hex } from 'viem'

/** One `ProposalCreated` event of the governor: the proposal's texts and actions, and where it was mined. */
export interface ProposalCreatedEntry {
  id: number
  proposer: Address
  targets: Address[]
  values: bigint[]
  signatures: string[]
  calldatas: Hex[]
  startBlock: bigint
  endBlock: bigint
  description: string
  transactionHash: Hash
  blockNumber: bigint
}

/** Every proposal created up to `toBlock` (inclusive), by id, once each. */
export interface ProposalLogs {
  toBlock: bigint
  proposals: ProposalCreatedEntry[]
}
