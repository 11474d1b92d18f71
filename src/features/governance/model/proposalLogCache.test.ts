import type { Address } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '@/test/memoryStorage'
import type { ProposalCreatedEntry } from './proposalCreatedEntry'
import {
  type CacheStorage,
  PROPOSAL_LOG_CACHE_VERSION,
  createProposalLogCache,
  proposalLogCacheKey,
} from './proposalLogCache'

const governor: Address = '0x5e4be8Bc9637f0EAA1A755019e06A68ce081D58F'
const key = proposalLogCacheKey(1, governor)

const entry: ProposalCreatedEntry = {
  id: 2,
  proposer: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
  targets: ['0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'],
  values: [2n ** 200n],
  signatures: ['transfer(address,uint256)'],
  calldatas: ['0x00ff'],
  startBlock: 10_900_001n,
  endBlock: 10_940_321n,
  description: '# Title\n\nBody',
  transactionHash: `0x${'ab'.repeat(32)}`,
  blockNumber: 10_900_000n,
}

let storage: ReturnType<typeof memoryStorage>
let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  storage = memoryStorage()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => warn.mockRestore())

/** `entry` as the cache stores it. */
const storedEntry = {
  ...entry,
  values: [(2n ** 200n).toString()],
  startBlock: '10900001',
  endBlock: '10940321',
  blockNumber: '10900000',
}

const cache = () => createProposalLogCache({ chainId: 1, governor, storage })
const stored = () => JSON.parse(storage.items.get(key) ?? 'null') as Record<string, unknown>

describe('proposalLogCache', () => {
  it('default: what is saved loads back equal, bigints and all', () => {
    const logs = { fromBlock: 10_861_678n, toBlock: 10_950_000n, proposals: [entry] }
    cache().save(logs)
    expect(cache().load()).toEqual(logs)
    expect((stored().proposals as unknown[])[0]).toEqual(storedEntry)
    expect(warn).not.toHaveBeenCalled()
  })

  it('behavior: stored as JSON with bigints as decimal strings, under a key per chain and governor', () => {
    cache().save({ fromBlock: 1n, toBlock: 2n, proposals: [entry] })
    expect(key).toBe('ucash.proposalLogs.1.0x5e4be8Bc9637f0EAA1A755019e06A68ce081D58F')
    expect(proposalLogCacheKey(1, governor.toLowerCase() as Address)).toBe(key)
    expect(stored()).toMatchObject({
      version: PROPOSAL_LOG_CACHE_VERSION,
      fromBlock: '1',
      toBlock: '2',
      proposals: [{ values: [(2n ** 200n).toString()], blockNumber: '10900000' }],
    })
    expect(createProposalLogCache({ chainId: 5, governor, storage }).load()).toBeUndefined()
  })

  it('behavior: nothing stored loads as undefined without a warning', () => {
    expect(cache().load()).toBeUndefined()
    expect(warn).not.toHaveBeenCalled()
  })

  it.each([
    ['not JSON', '{oops'],
    [
      'another version',
      JSON.stringify({ version: PROPOSAL_LOG_CACHE_VERSION + 1, fromBlock: '1', toBlock: '2', proposals: [] }),
    ],
    [
      'a number where a decimal string belongs',
      JSON.stringify({ version: PROPOSAL_LOG_CACHE_VERSION, fromBlock: 1, toBlock: '2', proposals: [] }),
    ],
    [
      'a negative block',
      JSON.stringify({ version: PROPOSAL_LOG_CACHE_VERSION, fromBlock: '-1', toBlock: '2', proposals: [] }),
    ],
    [
      'from after to',
      JSON.stringify({ version: PROPOSAL_LOG_CACHE_VERSION, fromBlock: '3', toBlock: '2', proposals: [] }),
    ],
    [
      'a bad address',
      JSON.stringify({
        version: PROPOSAL_LOG_CACHE_VERSION,
        fromBlock: '1',
        toBlock: '2',
        proposals: [{ ...storedEntry, proposer: '0x1234' }],
      }),
    ],
    [
      'a wrong checksum',
      JSON.stringify({
        version: PROPOSAL_LOG_CACHE_VERSION,
        fromBlock: '1',
        toBlock: '2',
        proposals: [{ ...storedEntry, proposer: '0x1F9840a85d5aF5bf1D1762F925BDADdC4201F984' }],
      }),
    ],
    [
      'odd-length calldata',
      JSON.stringify({
        version: PROPOSAL_LOG_CACHE_VERSION,
        fromBlock: '1',
        toBlock: '2',
        proposals: [{ ...storedEntry, calldatas: ['0x123'] }],
      }),
    ],
    ['null', 'null'],
  ])('error: %s is dropped with one warning, never thrown', (_, text) => {
    storage.items.set(key, text)
    expect(cache().load()).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(storage.items.has(key)).toBe(false)
  })

  it('error: a storage that throws reads as empty and saves nothing, quietly', () => {
    const broken: CacheStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {},
    }
    const c = createProposalLogCache({ chainId: 1, governor, storage: broken })
    expect(() => c.save({ fromBlock: 1n, toBlock: 2n, proposals: [] })).not.toThrow()
    expect(c.load()).toBeUndefined()
  })
})
