import { type Address, type Hex, decodeFunctionData, erc20Abi, parseEther, toFunctionSelector } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEVNET_MNEMONIC } from './lib/anvil.ts'
import { official } from './lib/artifacts.ts'
import {
  HOSTILE_PROPOSAL_DESCRIPTION,
  LATE_PROPOSER_UNI,
  PENDING_START_DELAY_BLOCKS,
  lateProposers,
} from './lib/proposals.ts'
import { proposalStates } from './manifest.ts'
import { write, devnetClient, devnetManifest, useChainSnapshot } from './test/client.ts'

const manifest = devnetManifest()
const client = devnetClient(manifest)
const governor = { address: manifest.contracts.governor, abi: official.GovernorAlpha.abi } as const
const uni = { address: manifest.contracts.uni, abi: official.Uni.abi } as const
const timelock = { address: manifest.contracts.timelock, abi: official.Timelock.abi } as const
useChainSnapshot(client)

type ProposalGetter = readonly [bigint, Address, bigint, bigint, bigint, bigint, bigint, boolean, boolean]
type Actions = readonly [readonly Address[], readonly bigint[], readonly string[], readonly Hex[]]

const stateOf = async (id: number) =>
  proposalStates[(await client.readContract({ ...governor, functionName: 'state', args: [BigInt(id)] })) as number]
const proposal = async (id: number) => {
  const [, proposer, eta, startBlock, endBlock, forVotes, againstVotes, canceled, executed] =
    (await client.readContract({
      ...governor,
      functionName: 'proposals',
      args: [BigInt(id)],
    })) as ProposalGetter
  return { proposer, eta, startBlock, endBlock, forVotes, againstVotes, canceled, executed }
}
const inState = (state: (typeof proposalStates)[number]) => {
  const found = manifest.proposals.find((p) => p.state === state)
  if (!found) throw new Error(`no ${state} proposal in the manifest`)
  return found
}
const createdEvents = async (fromBlock: bigint) => {
  const logs = await client.getContractEvents({ ...governor, eventName: 'ProposalCreated', fromBlock })
  return logs.map(
    (log) => log.args as { id: bigint; proposer: Address; description: string; signatures: readonly string[] },
  )
}

describe('governance', () => {
  it('leaves a proposal in each of the eight states, and state(id) agrees with the manifest for every one', async () => {
    expect(new Set(manifest.proposals.map((p) => p.state))).toEqual(new Set(proposalStates))
    expect(manifest.proposals.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(Number(await client.readContract({ ...governor, functionName: 'proposalCount' }))).toBe(
      manifest.proposals.length,
    )
    for (const p of manifest.proposals) expect(await stateOf(p.id), `proposal ${p.id}`).toBe(p.state)
  })

  it('the first six keep their ids, titles and states', () => {
    expect(manifest.proposals.slice(0, 6).map((p) => [p.id, p.state, p.title])).toEqual([
      [1, 'Executed', 'Fund the community grants programme'],
      [2, 'Defeated', 'Lengthen the timelock delay to three days'],
      [3, 'Canceled', 'Hand the minter role to the treasury'],
      [4, 'Queued', 'Fund the UCASH liquidity programme'],
      [5, 'Active', 'Top up the reward pools and approve the grants multisig'],
      [6, 'Active', 'Community grants: documentation sprint'],
    ])
  })

  it('the manifest names each proposer as the governor has it; 7-10 come from anvil accounts 10 and 11, not dev accounts', async () => {
    for (const p of manifest.proposals) expect((await proposal(p.id)).proposer, `proposal ${p.id}`).toBe(p.proposer)
    expect(lateProposers).toEqual(
      [10, 11].map((addressIndex) => mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex }).address),
    )
    const devAccounts = new Set(manifest.accounts.map((a) => a.address))
    for (const p of manifest.proposals.slice(6)) {
      expect(lateProposers).toContain(p.proposer)
      expect(devAccounts.has(p.proposer)).toBe(false)
    }
    for (const proposer of lateProposers) {
      expect(await client.readContract({ ...uni, functionName: 'getCurrentVotes', args: [proposer] })).toBe(
        parseEther(LATE_PROPOSER_UNI),
      )
    }
  })

  it('the ProposalCreated events carry the titles, so the app can read them from the logs', async () => {
    const events = await createdEvents(0n)
    expect(events.map((e) => Number(e.id))).toEqual(manifest.proposals.map((p) => p.id))
    for (const [i, event] of events.entries()) {
      expect(event.description.startsWith(`# ${manifest.proposals[i]!.title}\n`)).toBe(true)
      expect(event.proposer).toBe(manifest.proposals[i]!.proposer)
    }
  })

  it("the governor's events all come after deploymentBlocks.governor, and it has no code before that block", async () => {
    const from = BigInt(manifest.deploymentBlocks.governor)
    expect(await client.getCode({ address: governor.address, blockNumber: from - 1n })).toBeUndefined()
    expect(await client.getCode({ address: governor.address })).toBeDefined()
    expect(await createdEvents(from)).toHaveLength(manifest.proposals.length)
  })

  it('Succeeded: for above quorum and above against, voting closed, not queued', async () => {
    const p = await proposal(inState('Succeeded').id)
    const quorum = (await client.readContract({ ...governor, functionName: 'quorumVotes' })) as bigint
    expect(quorum).toBe(parseEther('40000000'))
    expect(p.forVotes).toBeGreaterThan(quorum)
    expect(p.againstVotes).toBeGreaterThan(0n)
    expect(p.forVotes).toBeGreaterThan(p.againstVotes)
    expect(p.endBlock).toBeLessThan(await client.getBlockNumber({ cacheTime: 0 }))
    expect(p.eta).toBe(0n)
  })

  it('Expired: queued, its eta more than the grace period ago; it can no longer be executed', async () => {
    const id = inState('Expired').id
    const p = await proposal(id)
    const grace = (await client.readContract({ ...timelock, functionName: 'GRACE_PERIOD' })) as bigint
    const now = (await client.getBlock()).timestamp
    expect(p.eta).toBeGreaterThan(0n)
    expect(p.eta + grace).toBeLessThanOrEqual(now)
    expect(p.forVotes).toBeGreaterThan(p.againstVotes)
    await expect(
      write(client, { ...governor, account: manifest.deployer, functionName: 'execute', args: [BigInt(id)] }),
    ).rejects.toThrow()
  })

  it('Pending: its start block lies far ahead, it stays Pending as blocks are mined, and nobody can vote yet', async () => {
    const { id } = inState('Pending')
    const p = await proposal(id)
    const now = await client.getBlockNumber({ cacheTime: 0 })
    expect(p.startBlock - now).toBeGreaterThan(PENDING_START_DELAY_BLOCKS - 1000n)
    expect(p.endBlock - p.startBlock).toBe(await client.readContract({ ...governor, functionName: 'votingPeriod' }))
    await client.mine({ blocks: 5 })
    expect(await stateOf(id)).toBe('Pending')
    // What the app must never do for a Pending proposal: ask for votes at a block that has not been mined.
    await expect(
      client.readContract({ ...uni, functionName: 'getPriorVotes', args: [manifest.deployer, p.startBlock] }),
    ).rejects.toThrow()
    await expect(
      write(client, { ...governor, account: manifest.deployer, functionName: 'castVote', args: [BigInt(id), true] }),
    ).rejects.toThrow()
  })

  it('one action has an empty signature, next to a normal one: getActions returns "" and calldata with its selector', async () => {
    const flagged = manifest.proposals.filter((p) => p.emptySignature)
    expect(flagged.map((p) => p.state)).toEqual(['Succeeded'])
    const [targets, , signatures, calldatas] = (await client.readContract({
      ...governor,
      functionName: 'getActions',
      args: [BigInt(flagged[0]!.id)],
    })) as Actions
    expect(signatures).toEqual(['approve(address,uint256)', ''])
    expect(targets).toEqual([uni.address, uni.address])
    expect(calldatas[1]!.slice(0, 10)).toBe(toFunctionSelector('transfer(address,uint256)'))
    expect(decodeFunctionData({ abi: erc20Abi, data: calldatas[1]! })).toEqual({
      functionName: 'transfer',
      args: [manifest.accounts[5]!.address, parseEther('2500')],
    })
    // The normal action's calldata is the arguments only (GovernorAlpha prepends the signature's selector).
    expect(calldatas[0]!.length).toBe(2 + 64 * 2)
    // No other proposal has an empty signature.
    for (const event of await createdEvents(0n)) {
      if (Number(event.id) !== flagged[0]!.id) expect(event.signatures).not.toContain('')
    }
  })

  it('the hostile proposal is Active and its ProposalCreated event carries the description exactly as written', async () => {
    const flagged = manifest.proposals.filter((p) => p.hostile)
    expect(flagged.map((p) => p.state)).toEqual(['Active'])
    const event = (await createdEvents(0n)).find((e) => Number(e.id) === flagged[0]!.id)
    expect(event?.description).toBe(HOSTILE_PROPOSAL_DESCRIPTION)
    for (const piece of [
      '<script>window.__pwned=1</script>',
      '[click](javascript:window.__pwned=1)',
      '<img src=x onerror="window.__pwned=1">',
      '![x](https://tracker.example/pixel.png)',
      '<iframe ',
      '](https://gov.uniswap.org/)',
      '[forum mirror](//tracker.example/forum)',
      '[old forum](http://tracker.example/forum)',
      '[write to the team](mailto:claims@tracker.example)',
      '[swap it all](/swap?exactAmount=1000000)',
    ]) {
      expect(HOSTILE_PROPOSAL_DESCRIPTION).toContain(piece)
    }
    expect(HOSTILE_PROPOSAL_DESCRIPTION.startsWith(`# ${flagged[0]!.title}\n\n`)).toBe(true)
  })

  it('#0, #1 and the deployer hold votes at the active proposals; #2 and #3 hold UNI but no votes there; so does #5 (a grant)', async () => {
    const priorVotes = async (who: Address, block: bigint) =>
      (await client.readContract({ ...uni, functionName: 'getPriorVotes', args: [who, block] })) as bigint
    const balance = async (who: Address) =>
      (await client.readContract({ ...uni, functionName: 'balanceOf', args: [who] })) as bigint
    const [trader, provider, holder, formerProposer] = manifest.accounts.map((a) => a.address)
    for (const { id } of manifest.proposals.filter((p) => p.state === 'Active')) {
      const { startBlock } = await proposal(id)
      expect(await priorVotes(trader!, startBlock), `#0 at ${id}`).toBe(parseEther('20000000'))
      expect(await priorVotes(provider!, startBlock), `#1 at ${id}`).toBe(parseEther('27000000'))
      expect(await priorVotes(manifest.deployer, startBlock), `deployer at ${id}`).toBeGreaterThan(0n)
      for (const who of [holder!, formerProposer!]) {
        expect(await priorVotes(who, startBlock), `${who} at ${id}`).toBe(0n)
        expect(await balance(who)).toBeGreaterThan(0n)
      }
    }
    // #5 is the grants multisig of the proposals: executed proposal 1 paid it 1,000 UNI, which it never delegated.
    const grantee = manifest.accounts[5]!.address
    expect(await balance(grantee)).toBe(parseEther('1000'))
    expect(await client.readContract({ ...uni, functionName: 'getCurrentVotes', args: [grantee] })).toBe(0n)
    for (const account of [4, 6, 7, 8].map((i) => manifest.accounts[i]!))
      expect(await balance(account.address), account.address).toBe(0n)
  })

  it('a dev account with votes delegated before the start block can vote on an active proposal', async () => {
    const trader = manifest.accounts[0]!.address
    const active = manifest.proposals.find((p) => p.state === 'Active')!
    await write(client, { ...governor, account: trader, functionName: 'castVote', args: [BigInt(active.id), true] })
    const receipt = (await client.readContract({
      ...governor,
      functionName: 'getReceipt',
      args: [BigInt(active.id), trader],
    })) as { hasVoted: boolean; votes: bigint }
    expect(receipt.hasVoted).toBe(true)
    expect(receipt.votes).toBe(20_000_000n * 10n ** 18n)
  })
})
