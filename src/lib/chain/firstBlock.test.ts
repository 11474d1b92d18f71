import { afterEach, describe, expect, it, vi } from 'vitest'
import { HOLD_MAX_MS, firstBlockHeld, holdFirstBlock } from './firstBlock'

/** Whether `promise` has settled once pending callbacks and microtasks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(0)
  return done
}

describe('holdFirstBlock', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('keeps the first block back until every hold is released', async () => {
    vi.useFakeTimers()
    const releaseA = holdFirstBlock()
    const releaseB = holdFirstBlock()
    const held = firstBlockHeld()
    expect(await settled(held)).toBe(false)
    releaseA()
    expect(await settled(held)).toBe(false)
    releaseB()
    // Released twice (the screen's unmount after its engine's mount): nothing more happens.
    releaseB()
    expect(await settled(held)).toBe(true)
  })

  it('lets the first block go after HOLD_MAX_MS when a hold is never released', async () => {
    vi.useFakeTimers()
    const release = holdFirstBlock()
    const held = firstBlockHeld()
    await vi.advanceTimersByTimeAsync(HOLD_MAX_MS - 1)
    expect(await settled(held)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(held)).toBe(true)
    release()
  })
})
