import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { settledWithin } from './settledWithin'

describe('settledWithin', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  /** Whether the wait has resolved after `ms` of fake time. */
  async function resolvedAfter(wait: Promise<void>, ms: number): Promise<boolean> {
    let resolved = false
    void wait.then(() => (resolved = true))
    await vi.advanceTimersByTimeAsync(ms)
    return resolved
  }

  it.each([
    ['fulfils', () => Promise.resolve(1), 0, true],
    ['rejects', () => Promise.reject(new Error('no')), 0, true],
    ['stays pending, before the limit', () => new Promise(() => undefined), 99, false],
    ['stays pending, at the limit', () => new Promise(() => undefined), 100, true],
  ])('when the promise %s, the wait has resolved after %i ms: %s', async (_what, promise, ms, expected) => {
    expect(await resolvedAfter(settledWithin(promise(), 100), ms)).toBe(expected)
  })

  it('behavior: a promise that settles late resolves the wait then, not at the limit', async () => {
    let finish = (): void => undefined
    const wait = settledWithin(new Promise<void>((resolve) => (finish = resolve)), 100)
    expect(await resolvedAfter(wait, 50)).toBe(false)
    finish()
    expect(await resolvedAfter(wait, 0)).toBe(true)
  })
})
