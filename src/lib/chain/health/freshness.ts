import type { ChainTiming } from '@/config/chains'
import type { ChainHealth } from './chainHealthStore'
import type { NodeFault } from './nodeFault'

/**
 * Whether the values on screen are current, and if not why. Anything but `fresh` (and `connecting`, before the first
 * answer) marks the values as stale and stops sending.
 */
export type Freshness =
  | { kind: 'fresh' }
  | { kind: 'connecting' }
  /** Head polls fail on every URL. */
  | { kind: 'unreachable'; fault: NodeFault | undefined; lastBlock: bigint | undefined }
  /** Every URL answers for another chain. */
  | { kind: 'wrongChain'; nodeChainId: number }
  /** The head has not moved for longer than the chain allows. */
  | { kind: 'stale'; lastBlock: bigint | undefined }
  /** The head moves but the block's reads fail. */
  | { kind: 'degraded'; lastBlock: bigint | undefined }

/** No head poll answered for two polls: the nodes are failing or not answering. */
export const unreachableAfter = ({ pollMs }: ChainTiming): number => 2 * pollMs
/** A head that has not moved for two and a half block times (or polls, if slower) is frozen. */
export const frozenAfter = ({ pollMs, blockTimeMs }: ChainTiming): number => 2.5 * Math.max(pollMs, blockTimeMs)
/**
 * A poll that finds the head unmoved this long after it last moved should have seen a new block (one block time, less
 * half a poll for the polls' timing): the URL is checked against another one, well before the head counts as frozen.
 */
export const demoteAfter = ({ pollMs, blockTimeMs }: ChainTiming): number => Math.max(pollMs, blockTimeMs) - pollMs / 2
/** Reads failing for longer than a poll (a single failed attempt may be retried at once). */
export const degradedAfter = ({ pollMs }: ChainTiming): number => pollMs

/**
 * A chain's freshness at `now`, checked in order: wrong chain, unreachable (no head poll answered for two polls),
 * frozen head, failing reads; every fault shows within three polls. Time counts from `resumedAt` at the earliest
 * (the tab last became visible: polling pauses while it is hidden).
 */
export function freshness(health: ChainHealth | undefined, timing: ChainTiming, now: number, resumedAt = 0): Freshness {
  if (!health || health.firstPollAt === undefined) return { kind: 'connecting' }
  const lastBlock = health.head
  const { headFault, headOkAt, headAdvancedAt, readsFailingSince } = health
  if (now - Math.max(headOkAt ?? health.firstPollAt, resumedAt) > unreachableAfter(timing)) {
    if (headFault?.kind === 'wrongChain') return { kind: 'wrongChain', nodeChainId: headFault.chainId }
    return { kind: 'unreachable', fault: headFault, lastBlock }
  }
  if (headAdvancedAt === undefined) return { kind: 'connecting' }
  if (now - Math.max(headAdvancedAt, resumedAt) > frozenAfter(timing)) return { kind: 'stale', lastBlock }
  if (readsFailingSince !== undefined && now - Math.max(readsFailingSince, resumedAt) > degradedAfter(timing))
    return { kind: 'degraded', lastBlock }
  return { kind: 'fresh' }
}

/** Values may be shown as current, and sent on. */
export const isCurrent = (f: Freshness): boolean => f.kind === 'fresh' || f.kind === 'connecting'

/** Two freshness values say the same to the user (what a component re-renders on). */
export function sameFreshness(a: Freshness, b: Freshness): boolean {
  if (a.kind !== b.kind) return false
  if (a.kind === 'wrongChain' && b.kind === 'wrongChain') return a.nodeChainId === b.nodeChainId
  if (a.kind === 'unreachable' && b.kind === 'unreachable')
    return a.lastBlock === b.lastBlock && a.fault?.kind === b.fault?.kind
  if ((a.kind === 'stale' || a.kind === 'degraded') && (b.kind === 'stale' || b.kind === 'degraded'))
    return a.lastBlock === b.lastBlock
  return true
}
