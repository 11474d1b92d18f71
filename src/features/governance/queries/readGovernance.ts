import { type Address, type PublicClient, zeroAddress } from 'viem'
import { governorAbi } from '@/abis/governorAbi'
import { uniAbi } from '@/abis/uniAbi'
import { isNoContractData } from '@/lib/chain/contractAnswer'
import { AppError } from '@/lib/errors'

/** A proposal as the governor stores it (spec 7: proposals(id) and state(id)). */
export interface OnChainProposal {
  id: number
  proposer: Address
  eta: bigint
  startBlock: bigint
  endBlock: bigint
  forVotes: bigint
  againstVotes: bigint
  canceled: boolean
  executed: boolean
  /** GovernorAlpha's state code; undefined when it could not be read (shown as 'Undetermined'). */
  state: number | undefined
}

/** The connected account's standing in governance (spec 6): tokens held, its delegate, and the votes delegated to it. */
export interface Voter {
  balance: bigint
  /** The address the account's votes go to; undefined when it has none (the zero address on chain). */
  delegate: Address | undefined
  currentVotes: bigint
}

export interface GovernanceSnapshot {
  blockNumber: bigint
  proposalCount: number
  /** By id, ascending. */
  proposals: OnChainProposal[]
  voter: Voter | undefined
  totalSupply: bigint
}

export type GovernanceReader = Pick<PublicClient, 'readContract'>

interface ReadParams {
  governor: Address
  uni: Address
  account: Address | undefined
  blockNumber: bigint
  /** How many proposals the previous block had: those are read in the same batch as the count. */
  knownCount: number
}

async function readProposal(
  client: GovernanceReader,
  governor: Address,
  id: number,
  blockNumber: bigint,
): Promise<OnChainProposal> {
  const target = { address: governor, abi: governorAbi, blockNumber } as const
  const [stored, state] = await Promise.all([
    client.readContract({ ...target, functionName: 'proposals', args: [BigInt(id)] }),
    client.readContract({ ...target, functionName: 'state', args: [BigInt(id)] }).catch(() => undefined),
  ])
  const [, proposer, eta, startBlock, endBlock, forVotes, againstVotes, canceled, executed] = stored
  return { id, proposer, eta, startBlock, endBlock, forVotes, againstVotes, canceled, executed, state }
}

async function readVoter(
  client: GovernanceReader,
  uni: Address,
  account: Address,
  blockNumber: bigint,
): Promise<Voter> {
  const target = { address: uni, abi: uniAbi, blockNumber } as const
  const [balance, delegate, currentVotes] = await Promise.all([
    client.readContract({ ...target, functionName: 'balanceOf', args: [account] }),
    client.readContract({ ...target, functionName: 'delegates', args: [account] }),
    client.readContract({ ...target, functionName: 'getCurrentVotes', args: [account] }),
  ])
  return { balance, delegate: delegate === zeroAddress ? undefined : delegate, currentVotes }
}

/** No code at the governor's address is a governance that cannot be read, not one that has not loaded yet. */
function noGovernorAt(governor: Address, error: unknown): unknown {
  if (!isNoContractData(error)) return error
  return new AppError('PROPOSALS_LOAD_FAILED', {
    cause: error,
    details: `No contract answers at the governor's address ${governor}`,
  })
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)

/**
 * Governance at one block (spec 7). Every read is issued in the same tick so viem's multicall batching makes them one
 * `eth_call`; the proposals the previous block knew are read beside the count, so only a new one costs a second.
 */
export async function readGovernance(client: GovernanceReader, params: ReadParams): Promise<GovernanceSnapshot> {
  const { governor, uni, account, blockNumber, knownCount } = params
  const [count, known, voter, totalSupply] = await Promise.all([
    client
      .readContract({ address: governor, abi: governorAbi, functionName: 'proposalCount', blockNumber })
      .catch((error: unknown) => {
        throw noGovernorAt(governor, error)
      }),
    Promise.all(
      range(1, knownCount).map((id) => readProposal(client, governor, id, blockNumber).catch(() => undefined)),
    ),
    account ? readVoter(client, uni, account, blockNumber) : undefined,
    client.readContract({ address: uni, abi: uniAbi, functionName: 'totalSupply', blockNumber }),
  ])
  const proposalCount = Number(count)
  const loaded = known.slice(0, proposalCount)
  const missing = range(1, proposalCount).filter((id) => !loaded[id - 1])
  const fetched = await Promise.all(missing.map((id) => readProposal(client, governor, id, blockNumber)))
  const proposals = [...loaded.filter((p): p is OnChainProposal => p !== undefined), ...fetched].sort(
    (a, b) => a.id - b.id,
  )
  return { blockNumber, proposalCount, proposals, voter, totalSupply }
}
