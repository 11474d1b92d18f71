import { type Address, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { countingClient, devnetManifest } from '../../../../devnet/test/client'
import { proposalStates } from '../../../../devnet/manifest'
import { readBallot } from './readBallot'
import { readGovernance } from './readGovernance'

const manifest = devnetManifest()
const { governor, uni } = manifest.contracts
const trader: Address = manifest.accounts[0]!.address
const fresh: Address = manifest.accounts[8]!.address

describe('readGovernance on the devnet', () => {
  it('default: the count, every proposal with its state and the voter, in one eth_call when the count is known', async () => {
    const { client, calls } = countingClient()
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    const snapshot = await readGovernance(client, {
      governor,
      uni,
      account: trader,
      blockNumber,
      knownCount: manifest.proposals.length,
    })
    expect(calls.count).toBe(1)
    expect(snapshot.proposalCount).toBe(manifest.proposals.length)
    expect(snapshot.proposals.map((p) => [p.id, proposalStates[p.state ?? -1]])).toEqual(
      manifest.proposals.map((p) => [p.id, p.state]),
    )
    expect(snapshot.voter?.balance).toBeGreaterThan(0n)
    expect(snapshot.voter?.currentVotes).toBeGreaterThan(0n)
    expect(snapshot.totalSupply).toBe(1_000_000_000n * 10n ** 18n)
  })

  it('behavior: proposals the previous block did not know cost one more eth_call, and are all read', async () => {
    const { client, calls } = countingClient()
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    const snapshot = await readGovernance(client, { governor, uni, account: undefined, blockNumber, knownCount: 2 })
    expect(calls.count).toBe(2)
    expect(snapshot.proposals.map((p) => p.id)).toEqual(manifest.proposals.map((p) => p.id))
    expect(snapshot.voter).toBeUndefined()
  })

  it('behavior: an account without a delegate has none (not the zero address), and no votes', async () => {
    const { client } = countingClient()
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    const snapshot = await readGovernance(client, { governor, uni, account: fresh, blockNumber, knownCount: 0 })
    expect(snapshot.voter).toEqual({ balance: 0n, delegate: undefined, currentVotes: 0n })
    expect(snapshot.voter?.delegate).not.toBe(zeroAddress)
  })
})

describe('readBallot on the devnet', () => {
  it('default: prior votes at the start block of an active proposal, and the receipt, in one eth_call', async () => {
    const { client, calls } = countingClient()
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    const active = manifest.proposals.find((p) => p.state === 'Active')!
    const snapshot = await readGovernance(client, {
      governor,
      uni,
      account: trader,
      blockNumber,
      knownCount: manifest.proposals.length,
    })
    const proposal = snapshot.proposals.find((p) => p.id === active.id)!
    calls.count = 0
    const ballot = await readBallot(client, {
      governor,
      uni,
      account: trader,
      proposalId: active.id,
      startBlock: proposal.startBlock,
      blockNumber,
    })
    expect(calls.count).toBe(1)
    expect(ballot.priorVotes).toBe(20_000_000n * 10n ** 18n)
    expect(ballot.receipt.hasVoted).toBe(false)
  })

  it('behavior: a start block that is not mined yet is never asked for (getPriorVotes would revert)', async () => {
    const { client } = countingClient()
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    const ballot = await readBallot(client, {
      governor,
      uni,
      account: trader,
      proposalId: 1,
      startBlock: blockNumber + 10n,
      blockNumber,
    })
    expect(ballot.priorVotes).toBeUndefined()
    expect(ballot.receipt.hasVoted).toBe(true)
  })
})
