/**
 * The governance script of the devnet: six proposals left in the states the app must show.
 *   1 Executed   (deployer; passed, queued and executed: the timelock paid a grant)
 *   2 Defeated   (provider; the deployer voted against)
 *   3 Canceled   (former proposer; it delegated its votes away, so anyone could cancel)
 *   4 Queued     (trader; passed and queued in the timelock)
 *   5 Active     (deployer; two actions, votes on both sides; the trader has not voted)
 *   6 Active     (provider; no votes yet)
 * GovernorAlpha allows one live proposal per proposer, so the first batch uses four proposers.
 */
import {
  type Abi,
  type Address,
  type Hex,
  type TransactionReceipt,
  encodeAbiParameters,
  hexToBigInt,
  keccak256,
  numberToHex,
  parseEther,
} from 'viem'
import { type Manifest, proposalStates } from '../manifest.ts'

interface ProposalContext {
  send(from: Address, address: Address, abi: Abi, functionName: string, args?: readonly unknown[], value?: bigint): Promise<TransactionReceipt>
  read<T>(address: Address, abi: Abi, functionName: string, args?: readonly unknown[]): Promise<T>
  mine(blocks: number): Promise<void>
  increaseTime(seconds: number): Promise<void>
  getStorageAt(address: Address, slot: Hex): Promise<Hex | undefined>
  setStorageAt(address: Address, slot: Hex, value: Hex): Promise<void>
  blockNumber(): Promise<bigint>
  governor: Address
  governorAbi: Abi
  uni: Address
  uniAbi: Abi
  timelock: Address
  timelockAbi: Abi
  stakingRewardsFactory: Address
  accounts: { deployer: Address; trader: Address; provider: Address; formerProposer: Address; grantee: Address }
}

interface Action {
  target: Address
  signature: string
  types: readonly string[]
  values: readonly unknown[]
}

/** Storage slot of `proposals` in GovernorAlpha (timelock, uni, proposalCount come first). */
const PROPOSALS_SLOT = 3n
/** Offsets inside the Proposal struct: id 0, proposer 1, eta 2, targets..calldatas 3-6, startBlock 7, endBlock 8. */
const ID_OFFSET = 0n
const END_BLOCK_OFFSET = 8n

const encode = (action: Action): Hex => encodeAbiParameters(action.types.map((type) => ({ type })), action.values)

export async function proposalPlan(ctx: ProposalContext): Promise<Manifest['proposals']> {
  const { deployer, trader, provider, formerProposer, grantee } = ctx.accounts
  const titles = new Map<number, string>()

  const propose = async (from: Address, title: string, body: string, actions: Action[]): Promise<number> => {
    await ctx.send(from, ctx.governor, ctx.governorAbi, 'propose', [
      actions.map((a) => a.target),
      actions.map(() => 0n),
      actions.map((a) => a.signature),
      actions.map(encode),
      `# ${title}\n\n${body}`,
    ])
    const id = Number(await ctx.read<bigint>(ctx.governor, ctx.governorAbi, 'proposalCount'))
    titles.set(id, title)
    return id
  }
  const vote = (from: Address, id: number, support: boolean) =>
    ctx.send(from, ctx.governor, ctx.governorAbi, 'castVote', [BigInt(id), support])
  const transfer = (to: Address, amount: string): Action => ({
    target: ctx.uni,
    signature: 'transfer(address,uint256)',
    types: ['address', 'uint256'],
    values: [to, parseEther(amount)],
  })

  const executed = await propose(
    deployer,
    'Fund the community grants programme',
    'Transfers **1,000 UNI** from the treasury to the grants multisig.\n\n- cap: 750K per quarter\n- 2 quarters per term',
    [transfer(grantee, '1000')],
  )
  const defeated = await propose(
    provider,
    'Lengthen the timelock delay to three days',
    'Raises the timelock delay from two to three days so that holders have more time to react.',
    [{ target: ctx.timelock, signature: 'setDelay(uint256)', types: ['uint256'], values: [3n * 86_400n] }],
  )
  const canceled = await propose(
    formerProposer,
    'Hand the minter role to the treasury',
    'Makes the timelock the UNI minter.',
    [{ target: ctx.uni, signature: 'setMinter(address)', types: ['address'], values: [ctx.timelock] }],
  )
  const queued = await propose(
    trader,
    'Fund the UCASH liquidity programme',
    'Sends **50,000 UNI** to the liquidity programme.',
    [transfer(grantee, '50000')],
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

  const active = await propose(
    deployer,
    'Top up the reward pools and approve the grants multisig',
    'Two actions:\n\n1. send 1,000,000 UNI to the reward pool factory;\n2. let the grants multisig spend 10,000 UNI.',
    [
      transfer(ctx.stakingRewardsFactory, '1000000'),
      { target: ctx.uni, signature: 'approve(address,uint256)', types: ['address', 'uint256'], values: [grantee, parseEther('10000')] },
    ],
  )
  const activeUnvoted = await propose(
    provider,
    'Community grants: documentation sprint',
    'Pays 10,000 UNI for a documentation sprint.',
    [transfer(grantee, '10000')],
  )
  await ctx.mine(2)
  await vote(deployer, active, true)
  await vote(provider, active, false)

  const result: Manifest['proposals'] = []
  for (const id of [...titles.keys()].sort((a, b) => a - b)) {
    const code = await ctx.read<number>(ctx.governor, ctx.governorAbi, 'state', [BigInt(id)])
    const state = proposalStates[code]
    if (!state) throw new Error(`proposal ${id} has unknown state ${code}`)
    result.push({ id, state, title: titles.get(id) ?? '' })
  }
  const expected = { [executed]: 'Executed', [defeated]: 'Defeated', [canceled]: 'Canceled', [queued]: 'Queued', [active]: 'Active', [activeUnvoted]: 'Active' }
  for (const p of result) {
    if (expected[p.id] !== p.state) throw new Error(`proposal ${p.id} is ${p.state}, expected ${expected[p.id]}`)
  }
  return result
}

/**
 * Ends the voting window of proposals now. GovernorAlpha's voting period is a constant 40,320 blocks, and anvil mines
 * a few hundred empty blocks a second, so mining through it would make every devnet start take minutes. Instead the
 * proposals' `endBlock` is moved to the current block in the contract's storage: the official contract then runs its
 * own logic (state, queue, execute) on that state. The struct layout is checked before anything is written.
 */
async function closeVoting(ctx: ProposalContext, ids: number[]): Promise<void> {
  const now = await ctx.blockNumber()
  for (const id of ids) {
    const base = hexToBigInt(keccak256(encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [BigInt(id), PROPOSALS_SLOT])))
    const slot = (offset: bigint): Hex => numberToHex(base + offset, { size: 32 })
    const [, , , , endBlock] = await ctx.read<readonly [bigint, Address, bigint, bigint, bigint]>(ctx.governor, ctx.governorAbi, 'proposals', [BigInt(id)])
    const storedId = await ctx.getStorageAt(ctx.governor, slot(ID_OFFSET))
    const storedEnd = await ctx.getStorageAt(ctx.governor, slot(END_BLOCK_OFFSET))
    if (!storedId || !storedEnd || hexToBigInt(storedId) !== BigInt(id) || hexToBigInt(storedEnd) !== endBlock) {
      throw new Error(`GovernorAlpha storage layout is not the expected one (proposal ${id})`)
    }
    await ctx.setStorageAt(ctx.governor, slot(END_BLOCK_OFFSET), numberToHex(now, { size: 32 }))
  }
  await ctx.mine(1)
}
