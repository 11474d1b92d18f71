import { queryOptions, skipToken } from '@tanstack/react-query'
import { type Address, type GetLogsReturnType, getAbiItem } from 'viem'
import { governorAbi } from '@/abis/governorAbi'
import { DEFAULT_LOG_RANGE_SIZE, governanceConfig } from '@/config/governance'
import { AppError } from '@/lib/errors'
import { type BlockRange, planLogRanges, rangeSize, splitRange } from '../model/planLogRanges'
import type { ProposalCreatedEntry, ProposalLogs } from '../model/proposalCreatedEntry'
import { type ProposalLogCache, createProposalLogCache } from '../model/proposalLogCache'

export type { ProposalCreatedEntry, ProposalLogs } from '../model/proposalCreatedEntry'

const proposalCreated = getAbiItem({ abi: governorAbi, name: 'ProposalCreated' })
type ProposalCreatedEvent = typeof proposalCreated
export type ProposalCreatedLog = GetLogsReturnType<
  ProposalCreatedEvent,
  [ProposalCreatedEvent],
  true,
  bigint,
  bigint
>[number]

/** The one call the reader makes; a viem PublicClient is one. */
export interface ProposalLogsClient {
  getLogs(args: {
    address: Address
    event: ProposalCreatedEvent
    fromBlock: bigint
    toBlock: bigint
    strict: true
  }): Promise<ProposalCreatedLog[]>
}

/** Blocks near the head that are read again on the next read instead of cached, in case they are reorganised away. */
export const REORG_MARGIN = 12n
/** A range this small that fails is retried instead of split. */
export const MIN_LOG_RANGE_SIZE = 32n
const DEFAULT_RETRIES = 3
const DEFAULT_CONCURRENCY = 4

export interface ReadProposalLogsParams {
  governor: Address
  /** The governor's deployment block: no event is older. */
  fromBlock: bigint
  toBlock: bigint
  /** Blocks per `eth_getLogs`; a refused range is split in halves down to `minRangeSize`. */
  rangeSize: bigint
  /** Further attempts at a failing range of at most `minRangeSize` blocks (default 3). */
  retries?: number
  minRangeSize?: bigint
  /** Waits before the nth further attempt (1-based); default 250 ms doubling. */
  delay?: (attempt: number) => Promise<void>
  /** Ranges read at once (default 4). */
  concurrency?: number
  cache?: ProposalLogCache
}

/**
 * Every `ProposalCreated` event from `fromBlock` to `toBlock`, by id (spec 7). A refused range is split, so a node
 * with a lower cap still serves it; a small one that keeps failing fails the read (never a silent gap). The cache
 * stops `REORG_MARGIN` blocks under `toBlock`, so blocks a reorganisation may replace are read again.
 */
export async function readProposalLogs(
  client: ProposalLogsClient,
  params: ReadProposalLogsParams,
): Promise<ProposalLogs> {
  const { fromBlock, toBlock, cache } = params
  const cached = cache?.load()
  const usable = cached && cached.fromBlock <= fromBlock ? cached : undefined
  if (usable && usable.toBlock >= toBlock)
    return { toBlock, proposals: usable.proposals.filter((p) => p.blockNumber <= toBlock) }
  const ranges = planLogRanges(usable ? usable.toBlock + 1n : fromBlock, toBlock, params.rangeSize)
  const read = await mapPooled(ranges, params.concurrency ?? DEFAULT_CONCURRENCY, (range) =>
    readRange(client, range, params),
  )
  const proposals = mergeEntries(usable?.proposals ?? [], read.flat())
  const settled = toBlock - REORG_MARGIN
  if (cache && settled >= fromBlock && (!usable || settled > usable.toBlock)) {
    cache.save({ fromBlock, toBlock: settled, proposals: proposals.filter((p) => p.blockNumber <= settled) })
  }
  return { toBlock, proposals }
}

async function readRange(
  client: ProposalLogsClient,
  range: BlockRange,
  params: ReadProposalLogsParams,
): Promise<ProposalCreatedEntry[]> {
  const size = rangeSize(range)
  // A single block cannot be split, whatever the minimum.
  if (size <= (params.minRangeSize ?? MIN_LOG_RANGE_SIZE) || size === 1n) return readWithRetries(client, range, params)
  try {
    return await fetchRange(client, range, params.governor)
  } catch {
    // Too large for this node, or a passing failure: two smaller reads cost little either way.
    const [first, second] = splitRange(range)
    return [...(await readRange(client, first, params)), ...(await readRange(client, second, params))]
  }
}

async function readWithRetries(
  client: ProposalLogsClient,
  range: BlockRange,
  params: ReadProposalLogsParams,
): Promise<ProposalCreatedEntry[]> {
  const retries = Math.max(0, params.retries ?? DEFAULT_RETRIES)
  const delay = params.delay ?? backoff
  let lastError: unknown
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await delay(attempt)
    try {
      return await fetchRange(client, range, params.governor)
    } catch (error) {
      lastError = error
    }
  }
  throw new AppError('PROPOSALS_LOAD_FAILED', {
    cause: lastError,
    details: `ProposalCreated events of blocks ${range.fromBlock} to ${range.toBlock} could not be read (${retries + 1} attempts)`,
  })
}

const backoff = (attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, 250 * 2 ** (attempt - 1)))

async function fetchRange(
  client: ProposalLogsClient,
  range: BlockRange,
  governor: Address,
): Promise<ProposalCreatedEntry[]> {
  const logs = await client.getLogs({ address: governor, event: proposalCreated, ...range, strict: true })
  return logs.flatMap((log) => toEntry(log) ?? [])
}

/** A mined log's proposal; none for a pending log or an id beyond a safe integer. */
function toEntry(log: ProposalCreatedLog): ProposalCreatedEntry | undefined {
  const { args, blockNumber, transactionHash } = log
  const id = Number(args.id)
  if (blockNumber === null || transactionHash === null || !Number.isSafeInteger(id)) return undefined
  return {
    id,
    proposer: args.proposer,
    targets: [...args.targets],
    values: [...args.values],
    signatures: [...args.signatures],
    calldatas: [...args.calldatas],
    startBlock: args.startBlock,
    endBlock: args.endBlock,
    description: args.description,
    transactionHash,
    blockNumber,
  }
}

/** One entry per id, sorted by id; a later entry replaces an earlier one with its id. */
function mergeEntries(...lists: ProposalCreatedEntry[][]): ProposalCreatedEntry[] {
  const byId = new Map(lists.flat().map((entry) => [entry.id, entry]))
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

/** `fn` over `items` with at most `limit` at once, results in order; after a failure no further item starts. */
async function mapPooled<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  let next = 0
  let failed = false
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++
      try {
        results[index] = await fn(items[index]!)
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
  return results
}

export interface ProposalLogsQueryParams {
  chainId: number | undefined
  governor: Address | undefined
  /** The block to read up to; keyed, so a later block (a new proposal) reads on from the cache. */
  toBlock: bigint | undefined
  /** The chain's governance config by default. */
  fromBlock?: bigint
  rangeSize?: bigint
  /** localStorage for the chain and governor by default. */
  cache?: ProposalLogCache
}

/**
 * TanStack query options for the proposals up to `toBlock`, keyed `['proposalLogs', { chainId, governor, toBlock }]`
 * (bigints: the QueryClient needs wagmi's `hashFn`). Until the client, chain, governor and block are all known the
 * query is skipped (`skipToken`), so a hook can pass them as they load.
 */
export function proposalLogsQueryOptions(client: ProposalLogsClient | undefined, params: ProposalLogsQueryParams) {
  const { chainId, governor, toBlock } = params
  const ready = client !== undefined && chainId !== undefined && governor !== undefined && toBlock !== undefined
  return queryOptions({
    queryKey: ['proposalLogs', { chainId, governor, toBlock }] as const,
    queryFn: ready
      ? () => {
          const config = governanceConfig(chainId)
          return readProposalLogs(client, {
            governor,
            fromBlock: params.fromBlock ?? config?.deploymentBlock ?? 0n,
            toBlock,
            rangeSize: params.rangeSize ?? config?.logRangeSize ?? DEFAULT_LOG_RANGE_SIZE,
            cache: params.cache ?? createProposalLogCache({ chainId, governor }),
          })
        }
      : skipToken,
    // The events up to a block never change (a reorg deeper than the margin aside).
    staleTime: Infinity,
  })
}
