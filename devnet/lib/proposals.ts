/**
 * The devnet's governance script: ten proposals, one in every GovernorAlpha state (listed in devnet/README.md). 7-10
 * are seeded last, by anvil accounts 10 and 11 (impersonated), so no address moves and no dev account's votes change.
 */
import {
  type Abi,
  type Address,
  type Hex,
  type TransactionReceipt,
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  hexToBigInt,
  keccak256,
  numberToHex,
  parseEther,
} from 'viem'
import { type Manifest, type ProposalState, proposalStates } from '../manifest.ts'

export interface ProposalContext {
  send(
    from: Address,
    address: Address,
    abi: Abi,
    functionName: string,
    args?: readonly unknown[],
    value?: bigint,
  ): Promise<TransactionReceipt>
  read<T>(address: Address, abi: Abi, functionName: string, args?: readonly unknown[]): Promise<T>
  mine(blocks: number): Promise<void>
  increaseTime(seconds: number): Promise<void>
  getStorageAt(address: Address, slot: Hex): Promise<Hex | undefined>
  setStorageAt(address: Address, slot: Hex, value: Hex): Promise<void>
  blockNumber(): Promise<bigint>
  latestTimestamp(): Promise<bigint>
  /** Lets `send` use an address the node holds no key for (anvil_impersonateAccount), and gives it ETH for gas. */
  impersonate(address: Address): Promise<void>
  stopImpersonating(address: Address): Promise<void>
  governor: Address
  governorAbi: Abi
  uni: Address
  uniAbi: Abi
  timelock: Address
  timelockAbi: Abi
  stakingRewardsFactory: Address
  accounts: { deployer: Address; trader: Address; provider: Address; formerProposer: Address; grantee: Address }
}

/** What the seeding did to a proposal, for the manifest: the state it must be in and what is special about it. */
export interface SeededProposal {
  id: number
  title: string
  expected: ProposalState
  emptySignature?: boolean
  hostile?: boolean
}

interface Action {
  target: Address
  /** Empty: GovernorAlpha's timelock then calls the target with `calldata` as is (selector included). */
  signature: string
  calldata: Hex
}

/**
 * Proposers of 7-10: anvil's accounts 10 and 11, written out because deriving them slows every start
 * (governance.test.ts derives and compares).
 */
export const lateProposers = [
  '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
  '0x71bE63f3384f5fb98995898A86B02Fb2426c5788',
] as const satisfies readonly Address[]

/** UNI the deployer gives each late proposer (self-delegated): above the proposal threshold of 10M (1% of supply). */
export const LATE_PROPOSER_UNI = '11000000'

/** Blocks from the Pending proposal's creation to its moved start: far beyond what any test mines. */
export const PENDING_START_DELAY_BLOCKS = 1_000_000n

export const HOSTILE_PROPOSAL_TITLE = 'Render descriptions as text: a markup review'

const HOSTILE_PROPOSAL_BODY = [
  'This description carries markup that must never run script or load anything from another origin.',
  '',
  '<script>window.__pwned=1</script>',
  '',
  '- a script link: [click](javascript:window.__pwned=1)',
  '- an image with a handler: <img src=x onerror="window.__pwned=1">',
  '- a tracking pixel: ![x](https://tracker.example/pixel.png)',
  '- a frame: <iframe src="https://tracker.example/frame.html" onload="window.__pwned=1"></iframe>',
  '- a protocol-relative link: [forum mirror](//tracker.example/forum)',
  '- an http link: [old forum](http://tracker.example/forum)',
  '- a mail link: [write to the team](mailto:claims@tracker.example)',
  '- a path in the app: [swap it all](/swap?exactAmount=1000000)',
  '',
  '## Ordinary markdown',
  '',
  'Still renders: **bold**, _emphasis_, `code` and a list.',
  '',
  '1. read the [governance forum](https://gov.uniswap.org/) thread;',
  '2. vote.',
].join('\n')

/** The description of proposal 10, byte for byte: every piece of markup in it must render inert. */
export const HOSTILE_PROPOSAL_DESCRIPTION = `# ${HOSTILE_PROPOSAL_TITLE}\n\n${HOSTILE_PROPOSAL_BODY}`

/** Storage slot of `proposals` in GovernorAlpha (timelock, uni, proposalCount come first). */
const PROPOSALS_SLOT = 3n
/** Offsets inside the Proposal struct: id 0, proposer 1, eta 2, targets..calldatas 3-6, startBlock 7, endBlock 8. */
const offsets = { id: 0n, eta: 2n, startBlock: 7n, endBlock: 8n } as const
/** The `proposals(id)` getter's outputs (the arrays are left out), by name. */
const getterIndex = { eta: 2, startBlock: 3, endBlock: 4 } as const
type ProposalGetter = readonly [bigint, Address, bigint, bigint, bigint, bigint, bigint, boolean, boolean]

const call = (target: Address, signature: string, types: readonly string[], values: readonly unknown[]): Action => ({
  target,
  signature,
  calldata: encodeAbiParameters(
    types.map((type) => ({ type })),
    values,
  ),
})

function helpers(ctx: ProposalContext) {
  const propose = async (from: Address, title: string, body: string, actions: Action[]): Promise<number> => {
    await ctx.send(from, ctx.governor, ctx.governorAbi, 'propose', [
      actions.map((a) => a.target),
      actions.map(() => 0n),
      actions.map((a) => a.signature),
      actions.map((a) => a.calldata),
      `# ${title}\n\n${body}`,
    ])
    return Number(await ctx.read<bigint>(ctx.governor, ctx.governorAbi, 'proposalCount'))
  }
  const vote = (from: Address, id: number, support: boolean) =>
    ctx.send(from, ctx.governor, ctx.governorAbi, 'castVote', [BigInt(id), support])
  const transfer = (to: Address, amount: string): Action =>
    call(ctx.uni, 'transfer(address,uint256)', ['address', 'uint256'], [to, parseEther(amount)])
  return { propose, vote, transfer }
}

/** Proposals 1-6, seeded in the middle of the deployment at a fixed place, so nothing after them moves. */
export async function seedProposals(ctx: ProposalContext): Promise<SeededProposal[]> {
  const { deployer, trader, provider, formerProposer, grantee } = ctx.accounts
  const { propose, vote, transfer } = helpers(ctx)
  const seeded: SeededProposal[] = []
  const note = (id: number, title: string, expected: ProposalState): number => {
    seeded.push({ id, title, expected })
    return id
  }

  const executedTitle = 'Fund the community grants programme'
  const executed = note(
    await propose(
      deployer,
      executedTitle,
      'Transfers **1,000 UNI** from the treasury to the grants multisig.\n\n- cap: 750K per quarter\n- 2 quarters per term',
      [transfer(grantee, '1000')],
    ),
    executedTitle,
    'Executed',
  )
  const defeatedTitle = 'Lengthen the timelock delay to three days'
  const defeated = note(
    await propose(
      provider,
      defeatedTitle,
      'Raises the timelock delay from two to three days so that holders have more time to react.',
      [call(ctx.timelock, 'setDelay(uint256)', ['uint256'], [3n * 86_400n])],
    ),
    defeatedTitle,
    'Defeated',
  )
  const canceledTitle = 'Hand the minter role to the treasury'
  const canceled = note(
    await propose(formerProposer, canceledTitle, 'Makes the timelock the UNI minter.', [
      call(ctx.uni, 'setMinter(address)', ['address'], [ctx.timelock]),
    ]),
    canceledTitle,
    'Canceled',
  )
  const queuedTitle = 'Fund the UCASH liquidity programme'
  const queued = note(
    await propose(trader, queuedTitle, 'Sends **50,000 UNI** to the liquidity programme.', [
      transfer(grantee, '50000'),
    ]),
    queuedTitle,
    'Queued',
  )
  await ctx.mine(2)
  await vote(deployer, executed, true)
  await vote(trader, executed, true)
  await vote(deployer, defeated, false)
  await vote(provider, defeated, true)
  await vote(deployer, queued, true)
  // The proposer's votes drop below the threshold, which lets anyone cancel its proposal.
  await ctx.send(formerProposer, ctx.uni, ctx.uniAbi, 'delegate', [provider])
  await ctx.mine(1)
  await ctx.send(deployer, ctx.governor, ctx.governorAbi, 'cancel', [BigInt(canceled)])

  await closeVoting(ctx, [executed, defeated, queued])
  await ctx.send(deployer, ctx.governor, ctx.governorAbi, 'queue', [BigInt(executed)])
  await ctx.send(deployer, ctx.governor, ctx.governorAbi, 'queue', [BigInt(queued)])
  const delay = Number(await ctx.read<bigint>(ctx.timelock, ctx.timelockAbi, 'delay'))
  await ctx.increaseTime(delay + 60)
  await ctx.send(deployer, ctx.governor, ctx.governorAbi, 'execute', [BigInt(executed)])

  const activeTitle = 'Top up the reward pools and approve the grants multisig'
  const active = note(
    await propose(
      deployer,
      activeTitle,
      'Two actions:\n\n1. send 1,000,000 UNI to the reward pool factory;\n2. let the grants multisig spend 10,000 UNI.',
      [
        transfer(ctx.stakingRewardsFactory, '1000000'),
        call(ctx.uni, 'approve(address,uint256)', ['address', 'uint256'], [grantee, parseEther('10000')]),
      ],
    ),
    activeTitle,
    'Active',
  )
  const unvotedTitle = 'Community grants: documentation sprint'
  note(
    await propose(provider, unvotedTitle, 'Pays 10,000 UNI for a documentation sprint.', [transfer(grantee, '10000')]),
    unvotedTitle,
    'Active',
  )
  await ctx.mine(2)
  await vote(deployer, active, true)
  await vote(provider, active, false)
  return seeded
}

/**
 * Proposals 7-10, seeded last: accounts 10 and 11 get UNI, self-delegate and propose twice. The clock is never moved:
 * Pending and Expired come from block numbers and an eta written in storage.
 */
export async function seedLateProposals(ctx: ProposalContext): Promise<SeededProposal[]> {
  const { deployer, grantee } = ctx.accounts
  const { propose, vote, transfer } = helpers(ctx)
  const [first, second] = lateProposers
  for (const proposer of lateProposers) {
    await ctx.impersonate(proposer)
    await ctx.send(deployer, ctx.uni, ctx.uniAbi, 'transfer', [proposer, parseEther(LATE_PROPOSER_UNI)])
    // `propose` counts the proposer's votes at the block before the proposal's: this delegation is mined before it.
    await ctx.send(proposer, ctx.uni, ctx.uniAbi, 'delegate', [proposer])
  }

  const succeededTitle = 'Pay the audit of the reward pools'
  const succeeded = await propose(
    first,
    succeededTitle,
    'Two actions: let the auditors draw **5,000 UNI**, and pay them **2,500 UNI** now. The second action has no ' +
      'function signature: the timelock sends its calldata (a `transfer`, selector included) as it is.',
    [
      call(ctx.uni, 'approve(address,uint256)', ['address', 'uint256'], [grantee, parseEther('5000')]),
      {
        target: ctx.uni,
        signature: '',
        calldata: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [grantee, parseEther('2500')] }),
      },
    ],
  )
  const expiredTitle = 'Retire the V1 migration helper'
  const expired = await propose(
    second,
    expiredTitle,
    'Passed and queued, but nobody executed it within the timelock grace period, so it can no longer be executed.',
    [transfer(grantee, '2000')],
  )
  await ctx.mine(2)
  await vote(deployer, succeeded, true)
  await vote(second, succeeded, false)
  await vote(deployer, expired, true)
  await closeVoting(ctx, [succeeded, expired])
  await ctx.send(deployer, ctx.governor, ctx.governorAbi, 'queue', [BigInt(expired)])
  // Expired means `now >= eta + GRACE_PERIOD` (14 days). Rather than move the chain's clock (which would end the
  // reward pools), the eta moves back in storage to one grace period before the queueing block. The timelock's own
  // queue entry keeps the original eta (it is keyed by it); GovernorAlpha never reaches it again for this proposal.
  const grace = await ctx.read<bigint>(ctx.timelock, ctx.timelockAbi, 'GRACE_PERIOD')
  await rewriteProposal(ctx, expired, 'eta', (await ctx.latestTimestamp()) - grace)

  const pendingTitle = 'Extend the reward pools for another season'
  // Both proposers' first proposals are closed now (Succeeded, Expired): each may propose again.
  const pending = await propose(
    first,
    pendingTitle,
    'Voting opens later: until its start block the proposal is Pending, and nobody can vote on it yet.',
    [transfer(ctx.stakingRewardsFactory, '2000000')],
  )
  // GovernorAlpha's voting delay is one block. The window moves far ahead (start, then end one voting period later).
  const start = (await ctx.blockNumber()) + PENDING_START_DELAY_BLOCKS
  const period = await ctx.read<bigint>(ctx.governor, ctx.governorAbi, 'votingPeriod')
  await rewriteProposal(ctx, pending, 'startBlock', start)
  await rewriteProposal(ctx, pending, 'endBlock', start + period)

  const hostile = await propose(second, HOSTILE_PROPOSAL_TITLE, HOSTILE_PROPOSAL_BODY, [transfer(grantee, '1')])
  await ctx.mine(2)

  for (const proposer of lateProposers) await ctx.stopImpersonating(proposer)
  return [
    { id: succeeded, title: succeededTitle, expected: 'Succeeded', emptySignature: true },
    { id: expired, title: expiredTitle, expected: 'Expired' },
    { id: pending, title: pendingTitle, expected: 'Pending' },
    { id: hostile, title: HOSTILE_PROPOSAL_TITLE, expected: 'Active', hostile: true },
  ]
}

/** The proposals as the manifest lists them, read back: each in the state the seeding meant, or deploying fails. */
export async function proposalManifest(
  ctx: ProposalContext,
  seeded: readonly SeededProposal[],
): Promise<Manifest['proposals']> {
  const sorted = [...seeded].sort((a, b) => a.id - b.id)
  return Promise.all(
    sorted.map(async (p) => {
      const [code, [, proposer]] = await Promise.all([
        ctx.read<number>(ctx.governor, ctx.governorAbi, 'state', [BigInt(p.id)]),
        ctx.read<ProposalGetter>(ctx.governor, ctx.governorAbi, 'proposals', [BigInt(p.id)]),
      ])
      const state = proposalStates[code]
      if (state !== p.expected)
        throw new Error(`proposal ${p.id} is ${state ?? `in unknown state ${code}`}, expected ${p.expected}`)
      return {
        id: p.id,
        proposer,
        state,
        title: p.title,
        ...(p.emptySignature ? { emptySignature: true } : {}),
        ...(p.hostile ? { hostile: true } : {}),
      }
    }),
  )
}

/**
 * Ends proposals' voting by moving their `endBlock` to the current block in storage: mining through the 40,320-block
 * voting period would make every start take minutes. The contract's own logic then runs on that state.
 */
async function closeVoting(ctx: ProposalContext, ids: number[]): Promise<void> {
  const now = await ctx.blockNumber()
  for (const id of ids) await rewriteProposal(ctx, id, 'endBlock', now)
  await ctx.mine(1)
}

/** Writes one proposal field in GovernorAlpha's storage, its layout checked against the `proposals(id)` getter. */
async function rewriteProposal(
  ctx: ProposalContext,
  id: number,
  field: keyof typeof getterIndex,
  value: bigint,
): Promise<void> {
  const base = hexToBigInt(
    keccak256(encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [BigInt(id), PROPOSALS_SLOT])),
  )
  const slot = (offset: bigint): Hex => numberToHex(base + offset, { size: 32 })
  const [getter, storedId, stored] = await Promise.all([
    ctx.read<ProposalGetter>(ctx.governor, ctx.governorAbi, 'proposals', [BigInt(id)]),
    ctx.getStorageAt(ctx.governor, slot(offsets.id)),
    ctx.getStorageAt(ctx.governor, slot(offsets[field])),
  ])
  if (
    !storedId ||
    !stored ||
    hexToBigInt(storedId) !== BigInt(id) ||
    hexToBigInt(stored) !== getter[getterIndex[field]]
  ) {
    throw new Error(`GovernorAlpha storage layout is not the expected one (proposal ${id}, ${field})`)
  }
  await ctx.setStorageAt(ctx.governor, slot(offsets[field]), numberToHex(value, { size: 32 }))
}
