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
    const releaseA = holdFirstBlock('a')
    const releaseB = holdFirstBlock('b')
    const held = firstBlockHeld()
    expect(await settled(held)).toBe(false)
    releaseA()
    expect(await settled(held)).toBe(false)
    releaseB()
    // Released twice (the screen's unmount after its engine's mount): nothing more happens.
    releaseB()
    expect(await settled(held)).toBe(true)
  })

  it('gives a holder that asks again while its hold is on the same hold (a first render React started over)', async () => {
    vi.useFakeTimers()
    const first = holdFirstBlock('screen')
    const again = holdFirstBlock('screen')
    expect(again).toBe(first)
    const held = firstBlockHeld()
    again()
    expect(await settled(held)).toBe(true)
    // Released: the next ask is a new hold.
    const later = holdFirstBlock('screen')
    expect(later).not.toBe(first)
    const heldLater = firstBlockHeld()
    expect(await settled(heldLater)).toBe(false)
    later()
    expect(await settled(heldLater)).toBe(true)
  })

  it('lets the first block go after HOLD_MAX_MS when a hold is never released', async () => {
    vi.useFakeTimers()
    const release = holdFirstBlock('never')
    const held = firstBlockHeld()
    await vi.advanceTimersByTimeAsync(HOLD_MAX_MS - 1)
    expect(await settled(held)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(held)).toBe(true)
    release()
  })
})
