import { describe, expect, it } from 'vitest'
import { official } from './lib/artifacts.ts'
import { proposalStates } from './manifest.ts'
import { write, devnetClient, devnetManifest, useChainSnapshot } from './test/client.ts'

const manifest = devnetManifest()
const client = devnetClient(manifest)
const governor = { address: manifest.contracts.governor, abi: official.GovernorAlpha.abi } as const
useChainSnapshot(client)

describe('governance', () => {
  it('leaves proposals in the states the manifest states: active, defeated, executed, queued, canceled', async () => {
    const states = new Set(manifest.proposals.map((p) => p.state))
    for (const needed of ['Active', 'Defeated', 'Executed', 'Queued', 'Canceled'] as const) expect(states).toContain(needed)
    for (const proposal of manifest.proposals) {
      const code = await client.readContract({ ...governor, functionName: 'state', args: [BigInt(proposal.id)] }) as number
      expect(proposalStates[code], `proposal ${proposal.id}`).toBe(proposal.state)
    }
  })

  it('the ProposalCreated events carry the titles, so the app can read them from the logs', async () => {
    const logs = await client.getContractEvents({ ...governor, eventName: 'ProposalCreated', fromBlock: 0n })
    expect(logs).toHaveLength(manifest.proposals.length)
    for (const [i, log] of logs.entries()) {
      const { description } = log.args as { description: string }
      expect(description.startsWith(`# ${manifest.proposals[i]!.title}\n`)).toBe(true)
    }
  })

  it('a dev account with votes delegated before the start block can vote on an active proposal', async () => {
    const trader = manifest.accounts[0]!.address
    const active = manifest.proposals.find((p) => p.state === 'Active')!
    await write(client, { ...governor, account: trader, functionName: 'castVote', args: [BigInt(active.id), true] })
    const receipt = await client.readContract({ ...governor, functionName: 'getReceipt', args: [BigInt(active.id), trader] }) as { hasVoted: boolean; votes: bigint }
    expect(receipt.hasVoted).toBe(true)
    expect(receipt.votes).toBe(20_000_000n * 10n ** 18n)
  })
})
