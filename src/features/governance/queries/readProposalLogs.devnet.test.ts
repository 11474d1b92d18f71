import { type Hex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetClient, devnetManifest } from '../../../../devnet/test/client'
import { decodeProposalAction, formatActionCall } from '../model/decodeProposalAction'
import { type CacheStorage, createProposalLogCache } from '../model/proposalLogCache'
import { proposalText } from '../model/proposalText'
import { type ProposalLogsClient, REORG_MARGIN, readProposalLogs } from './readProposalLogs'

const manifest = devnetManifest()
const client = devnetClient(manifest)
const governor = manifest.contracts.governor
/** No governor event is older (the app's devnet config reads from here too). */
const fromBlock = BigInt(manifest.deploymentBlocks.governor)
// The cache test mines blocks: leave the chain as it was (devnet/test/client.ts's useChainSnapshot, which the
// React hooks lint rule would take for a hook here).
let snapshot: Hex | undefined
beforeAll(async () => {
  snapshot = await client.snapshot()
})
afterAll(async () => {
  if (snapshot) await client.revert({ id: snapshot })
})

/** The devnet client, counting its `eth_getLogs` round trips and the ranges they asked for. */
function countingLogs() {
  const ranges: { fromBlock: bigint; toBlock: bigint }[] = []
  const counted: ProposalLogsClient = {
    getLogs: (args) => {
      ranges.push({ fromBlock: args.fromBlock, toBlock: args.toBlock })
      return client.getLogs(args)
    },
  }
  return { client: counted, ranges }
}

function memoryStorage(): CacheStorage {
  const items = new Map<string, string>()
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  }
}

const RANGE = 16n
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b

describe('readProposalLogs on the devnet', () => {
  it('default: every proposal of the manifest, with its title, in one getLogs a range', async () => {
    const toBlock = await client.getBlockNumber()
    const { client: counted, ranges } = countingLogs()
    const logs = await readProposalLogs(counted, { governor, fromBlock, toBlock, rangeSize: RANGE })
    expect(logs.proposals.map((p) => p.id)).toEqual(manifest.proposals.map((p) => p.id))
    expect(logs.proposals.map((p) => proposalText(p.description).title)).toEqual(manifest.proposals.map((p) => p.title))
    expect(ranges).toHaveLength(Number(ceilDiv(toBlock - fromBlock + 1n, RANGE)))
    expect(ranges[0]?.fromBlock).toBe(fromBlock)
    expect(ranges.every((r) => r.toBlock - r.fromBlock < RANGE)).toBe(true)
  })

  it('behavior: the actions decode (proposal 5: a transfer and an approval of UNI)', async () => {
    const toBlock = await client.getBlockNumber()
    const { proposals } = await readProposalLogs(client, { governor, fromBlock, toBlock, rangeSize: 10_000n })
    const five = proposals.find((p) => p.id === 5)!
    const actions = five.targets.map((target, i) =>
      decodeProposalAction({
        target,
        value: five.values[i]!,
        signature: five.signatures[i]!,
        calldata: five.calldatas[i]!,
      }),
    )
    expect(actions.map((a) => a.kind)).toEqual(['decoded', 'decoded'])
    expect(actions[0]).toMatchObject({ target: manifest.contracts.uni, functionName: 'transfer' })
    expect(formatActionCall(actions[0]!)).toBe(
      `transfer(${manifest.contracts.stakingRewardsFactory}, ${parseEther('1000000')})`,
    )
    expect(actions[1]).toMatchObject({
      functionName: 'approve',
      args: [{ type: 'address' }, { type: 'uint256', value: parseEther('10000').toString() }],
    })
  })

  it('behavior: with a cache, a later read asks only for the blocks after the cached ones', async () => {
    const cache = createProposalLogCache({ chainId: manifest.chainId, governor, storage: memoryStorage() })
    const firstBlock = await client.getBlockNumber()
    await readProposalLogs(client, { governor, fromBlock, toBlock: firstBlock, rangeSize: RANGE, cache })
    await client.mine({ blocks: 20 })
    const toBlock = await client.getBlockNumber()
    const { client: counted, ranges } = countingLogs()
    const logs = await readProposalLogs(counted, { governor, fromBlock, toBlock, rangeSize: RANGE, cache })
    expect(logs.proposals.map((p) => p.id)).toEqual(manifest.proposals.map((p) => p.id))
    expect(ranges[0]?.fromBlock).toBe(firstBlock - REORG_MARGIN + 1n)
    expect(ranges).toHaveLength(Number(ceilDiv(toBlock - firstBlock + REORG_MARGIN, RANGE)))
  })
})
