import { QueryClient, skipToken } from '@tanstack/react-query'
import {
  type Address,
  type PublicClient,
  encodeAbiParameters,
  encodeEventTopics,
  getAbiItem,
  keccak256,
  numberToHex,
} from 'viem'
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { hashFn } from 'wagmi/query'
import { governorAbi } from '@/abis/governorAbi'
import { isAppError } from '@/lib/errors'
import { memoryStorage } from '@/test/memoryStorage'
import type { BlockRange } from '../model/planLogRanges'
import { createProposalLogCache, proposalLogCacheKey } from '../model/proposalLogCache'
import {
  type ProposalCreatedEntry,
  type ProposalCreatedLog,
  type ProposalLogsClient,
  REORG_MARGIN,
  proposalLogsQueryOptions,
  readProposalLogs,
} from './readProposalLogs'

const governor: Address = '0x5e4be8Bc9637f0EAA1A755019e06A68ce081D58F'
const proposer: Address = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'
const event = getAbiItem({ abi: governorAbi, name: 'ProposalCreated' })

const entry = (id: number, blockNumber: bigint): ProposalCreatedEntry => ({
  id,
  proposer,
  targets: [proposer],
  values: [0n],
  signatures: ['transfer(address,uint256)'],
  calldatas: ['0x'],
  startBlock: blockNumber + 1n,
  endBlock: blockNumber + 100n,
  description: `# Proposal ${id}\n\nBody`,
  transactionHash: keccak256(numberToHex(id)),
  blockNumber,
})

/** The log a node returns for a proposal (as viem decodes it with strict: true). */
function logOf(e: ProposalCreatedEntry): ProposalCreatedLog {
  const args = {
    id: BigInt(e.id),
    proposer: e.proposer,
    targets: e.targets,
    values: e.values,
    signatures: e.signatures,
    calldatas: e.calldatas,
    startBlock: e.startBlock,
    endBlock: e.endBlock,
    description: e.description,
  }
  const [signature] = encodeEventTopics({ abi: [event], eventName: 'ProposalCreated' })
  return {
    address: governor,
    blockHash: keccak256(numberToHex(e.blockNumber)),
    blockNumber: e.blockNumber,
    data: encodeAbiParameters(event.inputs, [
      args.id,
      args.proposer,
      args.targets,
      args.values,
      args.signatures,
      args.calldatas,
      args.startBlock,
      args.endBlock,
      args.description,
    ]),
    logIndex: 0,
    transactionHash: e.transactionHash,
    transactionIndex: 0,
    removed: false,
    topics: [signature!],
    args,
    eventName: 'ProposalCreated',
  }
}

interface FakeNode {
  client: ProposalLogsClient
  calls: BlockRange[]
}

/**
 * A node holding `proposals`: it refuses ranges wider than `cap` blocks, and `fails(range, attempt)` can fail any
 * call (attempt counts the calls for that exact range, from 1).
 */
function fakeNode(
  proposals: ProposalCreatedEntry[],
  options: { cap?: bigint; fails?: (range: BlockRange, attempt: number) => boolean } = {},
): FakeNode {
  const calls: BlockRange[] = []
  const client: ProposalLogsClient = {
    getLogs: async ({ address, fromBlock, toBlock }) => {
      calls.push({ fromBlock, toBlock })
      const attempt = calls.filter((c) => c.fromBlock === fromBlock && c.toBlock === toBlock).length
      if (options.cap !== undefined && toBlock - fromBlock + 1n > options.cap)
        throw new Error('query exceeds max block range')
      if (options.fails?.({ fromBlock, toBlock }, attempt)) throw new Error('503 Service Unavailable')
      if (address !== governor) return []
      return proposals.filter((p) => p.blockNumber >= fromBlock && p.blockNumber <= toBlock).map(logOf)
    },
  }
  return { client, calls }
}

const instant = async () => {}
const chainProposals = [entry(1, 1_050n), entry(2, 1_500n), entry(3, 2_999n), entry(4, 3_000n)]
const base = { governor, fromBlock: 1_000n, toBlock: 3_999n, rangeSize: 1_000n, delay: instant, minRangeSize: 32n }

describe('readProposalLogs', () => {
  it('default: every proposal in ranges of rangeSize from the deployment block, sorted by id', async () => {
    const { client, calls } = fakeNode([...chainProposals].reverse())
    const result = await readProposalLogs(client, base)
    expect(result).toEqual({ toBlock: 3_999n, proposals: chainProposals })
    expect(calls).toHaveLength(3)
    expect(calls.map((c) => c.fromBlock).sort()).toEqual([1_000n, 2_000n, 3_000n])
    expect(calls.every((c) => c.toBlock - c.fromBlock + 1n <= 1_000n)).toBe(true)
  })

  it('behavior: a PublicClient is a ProposalLogsClient', () => {
    expectTypeOf<Pick<PublicClient, 'getLogs'>>().toExtend<ProposalLogsClient>()
  })

  it('behavior: a range over the node cap is refused, split in halves, and both halves read', async () => {
    const { client, calls } = fakeNode(chainProposals, { cap: 300n })
    const result = await readProposalLogs(client, { ...base, concurrency: 1 })
    expect(result.proposals).toEqual(chainProposals)
    // Each 1000-block range: refused, its 500-block halves refused, their 250-block quarters read.
    const read = calls.filter((c) => c.toBlock - c.fromBlock + 1n <= 300n)
    expect(read).toHaveLength(12)
    expect(calls).toHaveLength(3 * (1 + 2 + 4))
    // The quarters cover the blocks exactly once.
    const covered = read.map((c) => c.toBlock - c.fromBlock + 1n).reduce((a, b) => a + b)
    expect(covered).toBe(3_000n)
  })

  it('behavior: a small range failing twice is retried and then read, with growing waits', async () => {
    const delay = vi.fn(instant)
    const { client, calls } = fakeNode(chainProposals, {
      fails: (range, attempt) => range.fromBlock === 1_000n && attempt <= 2,
    })
    const result = await readProposalLogs(client, { ...base, rangeSize: 32n, toBlock: 1_100n, delay })
    expect(result.proposals).toEqual([chainProposals[0]])
    expect(calls.filter((c) => c.fromBlock === 1_000n)).toHaveLength(3)
    expect(delay.mock.calls).toEqual([[1], [2]])
  })

  it('behavior: a large range failing once is split rather than waited on', async () => {
    const delay = vi.fn(instant)
    const { client, calls } = fakeNode(chainProposals, {
      fails: (range, attempt) => range.fromBlock === 1_000n && range.toBlock === 1_999n && attempt === 1,
    })
    const result = await readProposalLogs(client, { ...base, delay })
    expect(result.proposals).toEqual(chainProposals)
    expect(calls).toContainEqual({ fromBlock: 1_000n, toBlock: 1_499n })
    expect(calls).toContainEqual({ fromBlock: 1_500n, toBlock: 1_999n })
    expect(delay).not.toHaveBeenCalled()
  })

  it('error: a range failing on every attempt fails the whole read with PROPOSALS_LOAD_FAILED', async () => {
    const { client, calls } = fakeNode(chainProposals, {
      fails: (range) => range.fromBlock <= 2_500n && range.toBlock >= 2_500n,
    })
    const error = await readProposalLogs(client, { ...base, retries: 2, concurrency: 1 }).catch((e: unknown) => e)
    expect(isAppError(error, 'PROPOSALS_LOAD_FAILED')).toBe(true)
    expect(isAppError(error) && error.details).toMatch(/blocks 2\d{3} to 2\d{3}/)
    expect((error as Error).cause).toEqual(new Error('503 Service Unavailable'))
    // The failing block's smallest range was tried 1 + 2 times; the read stopped there (block 3000 on never read).
    const smallest = calls.at(-1)!
    expect(smallest.toBlock - smallest.fromBlock + 1n).toBeLessThanOrEqual(32n)
    expect(calls.filter((c) => c.fromBlock === smallest.fromBlock && c.toBlock === smallest.toBlock)).toHaveLength(3)
    expect(calls.some((c) => c.fromBlock >= 3_000n)).toBe(false)
  })

  it('behavior: with minRangeSize 0 a failing block is split down to itself, then retried, never split further', async () => {
    const { client, calls } = fakeNode(chainProposals, {
      fails: (range) => range.fromBlock <= 1_050n && range.toBlock >= 1_050n,
    })
    const error = await readProposalLogs(client, {
      ...base,
      toBlock: 1_063n,
      rangeSize: 64n,
      minRangeSize: 0n,
      retries: 1,
    }).catch((e: unknown) => e)
    expect(isAppError(error, 'PROPOSALS_LOAD_FAILED')).toBe(true)
    expect(calls.every((c) => c.fromBlock <= c.toBlock)).toBe(true)
    expect(calls.filter((c) => c.fromBlock === 1_050n && c.toBlock === 1_050n)).toHaveLength(2)
  })

  it('behavior: duplicate events of one id (a node returning overlapping ranges) count once', async () => {
    const { client } = fakeNode([entry(1, 1_050n), { ...entry(1, 1_050n) }, entry(2, 1_500n)])
    const result = await readProposalLogs(client, base)
    expect(result.proposals.map((p) => p.id)).toEqual([1, 2])
  })

  it('behavior: from after to reads nothing', async () => {
    const { client, calls } = fakeNode(chainProposals)
    expect(await readProposalLogs(client, { ...base, fromBlock: 5_000n })).toEqual({ toBlock: 3_999n, proposals: [] })
    expect(calls).toEqual([])
  })
})

describe('readProposalLogs with a cache', () => {
  let storage: ReturnType<typeof memoryStorage>
  let warn: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    storage = memoryStorage()
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => warn.mockRestore())
  const cache = () => createProposalLogCache({ chainId: 1, governor, storage })

  it('default: a second read only asks for blocks after the cached ones (less the reorg margin)', async () => {
    const first = fakeNode(chainProposals.slice(0, 3))
    await readProposalLogs(first.client, { ...base, toBlock: 2_999n, cache: cache() })
    expect(cache().load()).toEqual({
      fromBlock: 1_000n,
      toBlock: 2_999n - REORG_MARGIN,
      proposals: chainProposals.slice(0, 2),
    })

    const second = fakeNode(chainProposals)
    const result = await readProposalLogs(second.client, { ...base, toBlock: 3_999n, cache: cache() })
    expect(result.proposals).toEqual(chainProposals)
    expect(second.calls).toEqual([
      { fromBlock: 2_999n - REORG_MARGIN + 1n, toBlock: 3_987n },
      { fromBlock: 3_988n, toBlock: 3_999n },
    ])
    expect(cache().load()?.toBlock).toBe(3_999n - REORG_MARGIN)
  })

  it('behavior: a cache already past toBlock answers without any getLogs call', async () => {
    cache().save({ fromBlock: 1_000n, toBlock: 3_500n, proposals: chainProposals.slice(0, 3) })
    const { client, calls } = fakeNode(chainProposals)
    expect(await readProposalLogs(client, { ...base, toBlock: 2_000n, cache: cache() })).toEqual({
      toBlock: 2_000n,
      proposals: chainProposals.slice(0, 2),
    })
    expect(calls).toEqual([])
  })

  it('behavior: a cache that starts after fromBlock is not used', async () => {
    cache().save({ fromBlock: 2_000n, toBlock: 3_500n, proposals: [] })
    const { client, calls } = fakeNode(chainProposals)
    expect((await readProposalLogs(client, { ...base, cache: cache() })).proposals).toEqual(chainProposals)
    expect(calls[0]?.fromBlock).toBe(1_000n)
  })

  it('error: a corrupt cache is dropped with a warning, and everything is read again', async () => {
    storage.items.set(
      proposalLogCacheKey(1, governor),
      '{"version":1,"fromBlock":"1000","toBlock":"nope","proposals":[]}',
    )
    const { client, calls } = fakeNode(chainProposals)
    expect((await readProposalLogs(client, { ...base, cache: cache() })).proposals).toEqual(chainProposals)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(calls[0]?.fromBlock).toBe(1_000n)
    expect(cache().load()?.toBlock).toBe(3_999n - REORG_MARGIN)
  })

  it('behavior: a read that fails saves nothing', async () => {
    const { client } = fakeNode(chainProposals, { fails: () => true })
    await expect(readProposalLogs(client, { ...base, retries: 0, cache: cache() })).rejects.toThrow()
    expect(storage.items.size).toBe(0)
  })
})

describe('proposalLogsQueryOptions', () => {
  it('default: keyed by chain, governor and block; reads from the configured deployment block', async () => {
    const { client, calls } = fakeNode([entry(1, 10_861_700n)])
    const options = proposalLogsQueryOptions(client, {
      chainId: 1,
      governor,
      toBlock: 10_862_000n,
      cache: createProposalLogCache({ chainId: 1, governor, storage: memoryStorage() }),
    })
    expect(options.queryKey).toEqual(['proposalLogs', { chainId: 1, governor, toBlock: 10_862_000n }])
    const result = await new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashFn } } }).fetchQuery(
      options,
    )
    expect(result.proposals.map((p) => p.id)).toEqual([1])
    expect(calls[0]?.fromBlock).toBe(10_861_678n)
  })

  it('behavior: skipped until the client, chain, governor and block are known', () => {
    const { client } = fakeNode([])
    expect(proposalLogsQueryOptions(client, { chainId: 1, governor, toBlock: undefined }).queryFn).toBe(skipToken)
    expect(proposalLogsQueryOptions(client, { chainId: undefined, governor, toBlock: 1n }).queryFn).toBe(skipToken)
    expect(proposalLogsQueryOptions(client, { chainId: 1, governor: undefined, toBlock: 1n }).queryFn).toBe(skipToken)
    expect(proposalLogsQueryOptions(undefined, { chainId: 1, governor, toBlock: 1n }).queryFn).toBe(skipToken)
  })
})
