import { type Address, getAddress, isAddress } from 'viem'
import { z } from '@/config/zod'
import type { ProposalCreatedEntry } from './proposalCreatedEntry'

/** What the cache holds: every proposal created from `fromBlock` to `toBlock` (both inclusive). */
export interface CachedProposalLogs {
  fromBlock: bigint
  toBlock: bigint
  proposals: ProposalCreatedEntry[]
}

/** A browser cache of one governor's `ProposalCreated` events, so that a later read only asks for newer blocks. */
export interface ProposalLogCache {
  /** The cached events; undefined when there are none (a corrupt or outdated entry is dropped with a warning). */
  load(): CachedProposalLogs | undefined
  save(logs: CachedProposalLogs): void
}

export type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Bump when the stored shape changes: an entry of another version is dropped and read again from the chain. */
export const PROPOSAL_LOG_CACHE_VERSION = 1

export const proposalLogCacheKey = (chainId: number, governor: Address): string =>
  `ucash.proposalLogs.${chainId}.${getAddress(governor)}`

/** Stored bigints are decimal strings (JSON has no bigint). */
const bigintString = z.codec(z.string().check(z.regex(/^\d+$/)), z.bigint(), {
  decode: (text) => BigInt(text),
  encode: (value) => value.toString(),
})
const hexOf = (pattern: RegExp, message: string) =>
  z.templateLiteral(['0x', z.string()]).check(z.regex(pattern, message))
/** Saved checksummed, as the reader decodes them; a changed case would fail the checksum. */
const address = hexOf(/^0x[0-9a-fA-F]{40}$/, 'Invalid address').check(
  z.refine((value) => isAddress(value), 'Invalid address checksum'),
)
const hex = hexOf(/^0x([0-9a-fA-F]{2})*$/, 'Invalid hex')
const hash = hexOf(/^0x[0-9a-fA-F]{64}$/, 'Invalid hash')

const entrySchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  proposer: address,
  targets: z.array(address),
  values: z.array(bigintString),
  signatures: z.array(z.string()),
  calldatas: z.array(hex),
  startBlock: bigintString,
  endBlock: bigintString,
  description: z.string(),
  transactionHash: hash,
  blockNumber: bigintString,
})

const storedSchema = z
  .object({
    version: z.literal(PROPOSAL_LOG_CACHE_VERSION),
    fromBlock: bigintString,
    toBlock: bigintString,
    proposals: z.array(entrySchema),
  })
  .check(z.refine((stored) => stored.fromBlock <= stored.toBlock, 'fromBlock is after toBlock'))

/** The cache of one chain's governor in `storage` (localStorage by default; memory when the browser blocks it). */
export function createProposalLogCache(params: {
  chainId: number
  governor: Address
  storage?: CacheStorage | undefined
}): ProposalLogCache {
  const key = proposalLogCacheKey(params.chainId, params.governor)
  const storage = params.storage ?? browserStorage()
  return {
    load: () => loadEntry(storage, key),
    save: (logs) => saveEntry(storage, key, logs),
  }
}

function loadEntry(storage: CacheStorage, key: string): CachedProposalLogs | undefined {
  const text = attempt(() => storage.getItem(key))
  if (!text) return undefined
  const parsed = storedSchema.safeParse(parseJson(text))
  if (parsed.success)
    return { fromBlock: parsed.data.fromBlock, toBlock: parsed.data.toBlock, proposals: parsed.data.proposals }
  console.warn(`Dropping the cached proposal events ${key}: ${z.prettifyError(parsed.error)}`)
  attempt(() => storage.removeItem(key))
  return undefined
}

function saveEntry(storage: CacheStorage, key: string, logs: CachedProposalLogs): void {
  const text = JSON.stringify(z.encode(storedSchema, { version: PROPOSAL_LOG_CACHE_VERSION, ...logs }))
  // A full or blocked storage only costs the next read its head start.
  attempt(() => storage.setItem(key, text))
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function attempt<T>(fn: () => T): T | undefined {
  try {
    return fn()
  } catch {
    return undefined
  }
}

/** Stands in for localStorage where the browser blocks it, so a session still reads only new blocks. */
const memory = new Map<string, string>()
const memoryStorage: CacheStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
}

function browserStorage(): CacheStorage {
  return attempt(() => globalThis.localStorage) ?? memoryStorage
}
