import { useSyncExternalStore } from 'react'
import { settledWithin } from '@/lib/idle/settledWithin'
import { whenIdle } from '@/lib/idle/whenIdle'

/**
 * A cold load's first block, read in one round trip (one block number and one multicall until the first quote):
 * - holds: screens whose reads belong to the first block hold its number back until they have mounted, within
 *   `HOLD_MAX_MS`, so every read of the block goes out in the same multicall;
 * - one-off reads no first paint needs (names, static values, the claim's root) wait until the first block's reads
 *   have landed and the page is idle, so they never come before the first quote.
 */

/** The longest a hold keeps the first block number back. */
export const HOLD_MAX_MS = 1_500

const holds: Promise<unknown>[] = []
const pending = new Map<string, () => void>()

/**
 * Holds the first block's number back, within `HOLD_MAX_MS`, until the returned function is called (once the screen's
 * reads are keyed on the block); calling it again does nothing. While a `key`'s hold is on, asking again gives the same
 * hold, as React may start a first render over and a second hold would never be released.
 */
export function holdFirstBlock(key: string): () => void {
  const known = pending.get(key)
  if (known) return known
  let resolve = (): void => undefined
  holds.push(new Promise<void>((done) => (resolve = done)))
  const release = (): void => {
    if (pending.get(key) === release) pending.delete(key)
    resolve()
  }
  pending.set(key, release)
  return release
}

/** Resolves when every hold is over or `HOLD_MAX_MS` has passed, whichever comes first. */
export function firstBlockHeld(): Promise<void> {
  if (holds.length === 0) return Promise.resolve()
  return settledWithin(Promise.all(holds), HOLD_MAX_MS)
}

const settled = new Set<number>()
const scheduled = new Set<number>()
const waiting = new Map<number, (() => void)[]>()
const listeners = new Set<() => void>()

/** The first block's reads of `chainId` have landed (or no page reads a block: called after a poll interval too). */
export function firstBlockRead(chainId: number): void {
  if (scheduled.has(chainId)) return
  scheduled.add(chainId)
  whenIdle(
    () => {
      settled.add(chainId)
      for (const resolve of waiting.get(chainId) ?? []) resolve()
      waiting.delete(chainId)
      for (const listener of listeners) listener()
    },
    1_000,
    0,
  )
}

/** Resolves once the first block's reads of `chainId` have landed and the page has been idle. */
export function afterFirstBlock(chainId: number): Promise<void> {
  if (settled.has(chainId)) return Promise.resolve()
  return new Promise((resolve) => {
    const queue = waiting.get(chainId)
    if (queue) queue.push(resolve)
    else waiting.set(chainId, [resolve])
  })
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether the first block's reads of `chainId` have landed (see `afterFirstBlock`); true without a chain. */
export function useAfterFirstBlock(chainId: number | undefined): boolean {
  return useSyncExternalStore(subscribe, () => chainId === undefined || settled.has(chainId))
}
