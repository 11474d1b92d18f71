import { describe, expect, it } from 'vitest'
import type { ChainTiming } from '@/config/chains'
import { type ChainHealth, createChainHealthStore } from './chainHealthStore'
import {
  type Freshness,
  degradedAfter,
  demoteAfter,
  freshness,
  frozenAfter,
  isCurrent,
  sameFreshness,
  unreachableAfter,
} from './freshness'
import { healthyNode } from './nodeCircuit'

const T0 = 1_700_000_000_000

const health = (patch: Partial<ChainHealth>): ChainHealth => ({
  nodes: [healthyNode, healthyNode],
  servedBy: 0,
  head: undefined,
  headAdvancedAt: undefined,
  headOkAt: undefined,
  headFault: undefined,
  firstPollAt: T0,
  readsFailingSince: undefined,
  ...patch,
})

/** A chain whose head last moved at T0 and whose polls still answer at `okAt`. */
const polled = (okAt: number, patch: Partial<ChainHealth> = {}): ChainHealth =>
  health({ head: 42n, headAdvancedAt: T0, headOkAt: okAt, ...patch })

const timings: [string, ChainTiming, { unreachable: number; frozen: number; degraded: number; demote: number }][] = [
  [
    'devnet-like',
    { pollMs: 1_000, blockTimeMs: 1_000 },
    { unreachable: 2_000, frozen: 2_500, degraded: 1_000, demote: 500 },
  ],
  [
    'mainnet-like',
    { pollMs: 4_000, blockTimeMs: 12_000 },
    { unreachable: 8_000, frozen: 30_000, degraded: 4_000, demote: 10_000 },
  ],
]

describe.each(timings)('freshness, %s timing', (_name, timing, limits) => {
  it('the thresholds', () => {
    expect(unreachableAfter(timing)).toBe(limits.unreachable)
    expect(frozenAfter(timing)).toBe(limits.frozen)
    expect(degradedAfter(timing)).toBe(limits.degraded)
    expect(demoteAfter(timing)).toBe(limits.demote)
  })

  const u = limits.unreachable
  const f = limits.frozen
  const d = limits.degraded

  it.each<[string, ChainHealth | undefined, number, number, Freshness]>([
    ['connecting: nothing recorded', undefined, T0, 0, { kind: 'connecting' }],
    ['connecting: before the first poll', health({ firstPollAt: undefined }), T0 + 10 * u, 0, { kind: 'connecting' }],
    ['connecting: first poll not yet answered, within two polls', health({}), T0 + u, 0, { kind: 'connecting' }],
    ['fresh: the head just moved', polled(T0), T0, 0, { kind: 'fresh' }],
    // A hang records no fault: the node never answered at all.
    [
      'unreachable: never answered, just past two polls (a hang)',
      health({}),
      T0 + u + 1,
      0,
      { kind: 'unreachable', fault: undefined, lastBlock: undefined },
    ],
    ['not unreachable: the last answer exactly two polls ago', polled(T0), T0 + u, 0, { kind: 'fresh' }],
    [
      'unreachable: the last answer just over two polls ago, a hang since',
      polled(T0),
      T0 + u + 1,
      0,
      { kind: 'unreachable', fault: undefined, lastBlock: 42n },
    ],
    [
      'unreachable: with the recorded fault',
      polled(T0, { headFault: { kind: 'http', status: 502 } }),
      T0 + u + 1,
      0,
      { kind: 'unreachable', fault: { kind: 'http', status: 502 }, lastBlock: 42n },
    ],
    [
      'not unreachable within two polls though the last poll failed',
      polled(T0, { headFault: { kind: 'timeout' } }),
      T0 + u,
      0,
      { kind: 'fresh' },
    ],
    [
      'wrongChain: every URL answers for chain 1',
      health({ headFault: { kind: 'wrongChain', chainId: 1 } }),
      T0 + u + 1,
      0,
      { kind: 'wrongChain', nodeChainId: 1 },
    ],
    ['not stale exactly at frozenAfter', polled(T0 + f), T0 + f, 0, { kind: 'fresh' }],
    [
      'stale just past frozenAfter (polls answer, the head does not move)',
      polled(T0 + f + 1),
      T0 + f + 1,
      0,
      { kind: 'stale', lastBlock: 42n },
    ],
    [
      'not degraded exactly at degradedAfter',
      polled(T0 + d, { headAdvancedAt: T0 + d, readsFailingSince: T0 }),
      T0 + d,
      0,
      { kind: 'fresh' },
    ],
    [
      'degraded just past degradedAfter',
      polled(T0 + d + 1, { headAdvancedAt: T0 + d + 1, readsFailingSince: T0 }),
      T0 + d + 1,
      0,
      { kind: 'degraded', lastBlock: 42n },
    ],
    [
      'stale before degraded',
      polled(T0 + f + 1, { readsFailingSince: T0 }),
      T0 + f + 1,
      0,
      { kind: 'stale', lastBlock: 42n },
    ],
    ['unreachable before stale', polled(T0), T0 + f + 1, 0, { kind: 'unreachable', fault: undefined, lastBlock: 42n }],
    // The tab was hidden (polls paused): time counts from when it became visible again.
    ['resumedAt postpones unreachable', polled(T0), T0 + 10 * f, T0 + 10 * f - u, { kind: 'fresh' }],
    [
      'resumedAt postpones unreachable until two polls after it',
      polled(T0),
      T0 + 10 * f,
      T0 + 10 * f - u - 1,
      { kind: 'unreachable', fault: undefined, lastBlock: 42n },
    ],
    ['resumedAt postpones a never-answered first poll', health({}), T0 + 10 * u, T0 + 9 * u, { kind: 'connecting' }],
    ['resumedAt postpones stale', polled(T0 + 10 * f), T0 + 10 * f, T0 + 10 * f - f, { kind: 'fresh' }],
    [
      'resumedAt postpones stale until frozenAfter after it',
      polled(T0 + 10 * f),
      T0 + 10 * f,
      T0 + 10 * f - f - 1,
      { kind: 'stale', lastBlock: 42n },
    ],
    [
      'resumedAt postpones degraded',
      polled(T0 + 10 * f, { headAdvancedAt: T0 + 10 * f, readsFailingSince: T0 }),
      T0 + 10 * f,
      T0 + 10 * f - d,
      { kind: 'fresh' },
    ],
    [
      'resumedAt postpones degraded until degradedAfter after it',
      polled(T0 + 10 * f, { headAdvancedAt: T0 + 10 * f, readsFailingSince: T0 }),
      T0 + 10 * f,
      T0 + 10 * f - d - 1,
      { kind: 'degraded', lastBlock: 42n },
    ],
  ])('%s', (_case, chain, now, resumedAt, expected) => {
    expect(freshness(chain, timing, now, resumedAt)).toEqual(expected)
  })
})

describe('freshness recovers, from what the store records', () => {
  const timing: ChainTiming = { pollMs: 1_000, blockTimeMs: 1_000 }
  const CHAIN = 1
  /** A chain polled since T0, its head 42 at T0. */
  function recorded() {
    const store = createChainHealthStore()
    store.getState().watch(CHAIN, 2)
    store.getState().pollStarted(CHAIN, T0)
    store.getState().headOk(CHAIN, 42n, T0)
    return {
      state: () => store.getState(),
      at: (now: number) => freshness(store.getState().chains[CHAIN], timing, now),
    }
  }
  const later = T0 + 10_000

  it('unreachable, then one poll answers: fresh', () => {
    const { state, at } = recorded()
    state().headFailed(CHAIN, { kind: 'http', status: 502 })
    expect(at(later)).toEqual({ kind: 'unreachable', fault: { kind: 'http', status: 502 }, lastBlock: 42n })
    state().headOk(CHAIN, 52n, later)
    expect(at(later)).toEqual({ kind: 'fresh' })
  })

  it('every node on another chain, then a node of the chain answers: fresh', () => {
    const { state, at } = recorded()
    state().headFailed(CHAIN, { kind: 'wrongChain', chainId: 5 })
    expect(at(later)).toEqual({ kind: 'wrongChain', nodeChainId: 5 })
    state().headOk(CHAIN, 52n, later)
    expect(at(later)).toEqual({ kind: 'fresh' })
  })

  it('a head taken back (its node served another chain) counts from the poll before it', () => {
    const { state, at } = recorded()
    state().headOk(CHAIN, 43n, T0 + 1_000)
    state().headRetracted(CHAIN, 43n, { kind: 'wrongChain', chainId: 5 }, T0)
    expect(at(T0 + unreachableAfter(timing) + 1)).toEqual({ kind: 'wrongChain', nodeChainId: 5 })
  })

  it('a frozen head, then the head moves: fresh', () => {
    const { state, at } = recorded()
    state().headOk(CHAIN, 42n, later)
    expect(at(later)).toEqual({ kind: 'stale', lastBlock: 42n })
    state().headOk(CHAIN, 43n, later)
    expect(at(later)).toEqual({ kind: 'fresh' })
  })

  it('failing reads, then a read succeeds: fresh', () => {
    const { state, at } = recorded()
    state().readsFailed(CHAIN, T0)
    expect(at(T0 + degradedAfter(timing) + 1)).toEqual({ kind: 'degraded', lastBlock: 42n })
    state().readsOk(CHAIN)
    expect(at(T0 + degradedAfter(timing) + 1)).toEqual({ kind: 'fresh' })
  })
})

describe('sameFreshness', () => {
  it.each<[string, Freshness, Freshness, boolean]>([
    ['fresh / fresh', { kind: 'fresh' }, { kind: 'fresh' }, true],
    ['fresh / connecting', { kind: 'fresh' }, { kind: 'connecting' }, false],
    ['wrongChain, same chain', { kind: 'wrongChain', nodeChainId: 1 }, { kind: 'wrongChain', nodeChainId: 1 }, true],
    [
      'wrongChain, another chain',
      { kind: 'wrongChain', nodeChainId: 1 },
      { kind: 'wrongChain', nodeChainId: 5 },
      false,
    ],
    [
      'unreachable, same fault kind and block',
      { kind: 'unreachable', fault: { kind: 'http', status: 500 }, lastBlock: 3n },
      { kind: 'unreachable', fault: { kind: 'http', status: 502 }, lastBlock: 3n },
      true,
    ],
    [
      'unreachable, another fault kind',
      { kind: 'unreachable', fault: { kind: 'timeout' }, lastBlock: 3n },
      { kind: 'unreachable', fault: undefined, lastBlock: 3n },
      false,
    ],
    [
      'unreachable, another block',
      { kind: 'unreachable', fault: undefined, lastBlock: 3n },
      { kind: 'unreachable', fault: undefined, lastBlock: 4n },
      false,
    ],
    ['stale, same block', { kind: 'stale', lastBlock: 3n }, { kind: 'stale', lastBlock: 3n }, true],
    ['stale, another block', { kind: 'stale', lastBlock: 3n }, { kind: 'stale', lastBlock: 4n }, false],
    ['degraded, another block', { kind: 'degraded', lastBlock: 3n }, { kind: 'degraded', lastBlock: undefined }, false],
    ['stale / degraded', { kind: 'stale', lastBlock: 3n }, { kind: 'degraded', lastBlock: 3n }, false],
  ])('%s', (_name, a, b, expected) => {
    expect(sameFreshness(a, b)).toBe(expected)
    expect(sameFreshness(b, a)).toBe(expected)
  })
})

describe('isCurrent', () => {
  it.each<[Freshness, boolean]>([
    [{ kind: 'fresh' }, true],
    [{ kind: 'connecting' }, true],
    [{ kind: 'unreachable', fault: undefined, lastBlock: 1n }, false],
    [{ kind: 'wrongChain', nodeChainId: 1 }, false],
    [{ kind: 'stale', lastBlock: 1n }, false],
    [{ kind: 'degraded', lastBlock: 1n }, false],
  ])('%o', (f, expected) => {
    expect(isCurrent(f)).toBe(expected)
  })
})
