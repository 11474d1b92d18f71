import { type Address, encodeAbiParameters, getAddress, parseAbiParameters } from 'viem'
import { describe, expect, it } from 'vitest'
import { proposalDescriptionOverride } from '@/config/governance'
import type { OnChainProposal } from '../queries/readGovernance'
import type { ProposalCreatedEntry } from './proposalCreatedEntry'
import { proposalView, proposalViews } from './proposalView'

const proposer: Address = getAddress('0x00000000000000000000000000000000000000a1')
const target: Address = getAddress('0x00000000000000000000000000000000000000b2')
const onChain = (id: number, state: number | undefined = 1): OnChainProposal => ({
  id,
  proposer,
  eta: 0n,
  startBlock: 100n,
  endBlock: 200n,
  forVotes: 5n,
  againstVotes: 3n,
  canceled: false,
  executed: false,
  state,
})
const entry = (id: number, description: string): ProposalCreatedEntry => ({
  id,
  proposer,
  targets: [target, target],
  values: [0n, 0n],
  signatures: ['setDelay(uint256)', ''],
  calldatas: [encodeAbiParameters(parseAbiParameters('uint256'), [7n]), '0xdeadbeef'],
  startBlock: 100n,
  endBlock: 200n,
  description,
  transactionHash: `0x${'0c'.repeat(32)}`,
  blockNumber: 90n,
})

describe('proposalView', () => {
  it('default: the chain numbers and status joined with the event texts and decoded actions', () => {
    const view = proposalView(31337, onChain(3, 3), [entry(2, '# Other'), entry(3, '# Raise the delay\nbody')])
    expect(view).toMatchObject({
      id: 3,
      status: 'defeated',
      proposer,
      forVotes: 5n,
      againstVotes: 3n,
      title: 'Raise the delay',
      body: '# Raise the delay\nbody',
      event: 'loaded',
    })
    expect(view.transactionHash).toBe(`0x${'0c'.repeat(32)}`)
    expect(view.actions.map((a) => a.kind)).toEqual(['decoded', 'raw'])
  })

  it('behavior: without its event the proposal still shows, untitled, with its on-chain numbers; while events load it says loading', () => {
    expect(proposalView(31337, onChain(4), [entry(3, '# Three')])).toMatchObject({
      id: 4,
      title: null,
      body: null,
      actions: [],
      event: 'missing',
      forVotes: 5n,
    })
    expect(proposalView(31337, onChain(4), undefined)).toMatchObject({ title: null, event: 'loading' })
  })

  it('behavior: an unknown state code is Undetermined, never a crash', () => {
    expect(proposalView(1, onChain(9, 42), []).status).toBe('undetermined')
    expect(proposalView(1, { ...onChain(9), state: undefined }, []).status).toBe('undetermined')
  })

  it("behavior: the local override table replaces the body of its proposal only; the title stays the event's", () => {
    const override = proposalDescriptionOverride(1, 2)
    expect(override).toBeDefined()
    expect(proposalView(1, onChain(2), [entry(2, '# Grants\nshort')])).toMatchObject({
      title: 'Grants',
      body: override,
    })
    expect(proposalView(31337, onChain(2), [entry(2, '# Grants\nshort')]).body).toBe('# Grants\nshort')
  })

  it('behavior: proposalViews lists newest first', () => {
    expect(proposalViews(31337, [onChain(1), onChain(3), onChain(2)], []).map((v) => v.id)).toEqual([3, 2, 1])
  })
})
