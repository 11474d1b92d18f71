import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './whenIdle'

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('asks the idle callback, with the timeout as its latest time, and cancels through it', () => {
    const requested: { run: () => void; timeout: number | undefined }[] = []
    const cancelled: number[] = []
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) =>
      requested.push({ run, timeout: options?.timeout }),
    )
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle))
    const task = vi.fn()
    const cancel = whenIdle(task, 50, 0)
    expect(requested).toHaveLength(1)
    expect(requested[0]?.timeout).toBe(50)
    expect(task).not.toHaveBeenCalled()
    requested[0]?.run()
    expect(task).toHaveBeenCalledOnce()
    cancel()
    expect(cancelled).toEqual([1])
  })

  it('waits the fallback time where there is no idle callback, and can be cancelled', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers()
    const task = vi.fn()
    whenIdle(task, 1_000, 30)
    await vi.advanceTimersByTimeAsync(29)
    expect(task).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(task).toHaveBeenCalledOnce()
    const never = vi.fn()
    whenIdle(never, 50)()
    await vi.advanceTimersByTimeAsync(100)
    expect(never).not.toHaveBeenCalled()
  })
})
