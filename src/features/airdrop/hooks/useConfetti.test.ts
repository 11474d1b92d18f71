// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONFETTI_PIECES, useConfetti } from './useConfetti'

const confetti = vi.hoisted(() =>
  Object.assign(
    vi.fn(() => null),
    { reset: vi.fn() },
  ),
)
const create = vi.hoisted(() => vi.fn(() => confetti))
vi.mock('canvas-confetti', () => ({ default: { create } }))

const reduceMotion = (reduce: boolean) => {
  window.matchMedia = vi.fn(
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  )
}

beforeEach(() => {
  confetti.mockClear()
  confetti.reset.mockClear()
  create.mockClear()
})
afterEach(() => cleanup())

describe('useConfetti', () => {
  it('default: 400 pieces when the claim completes, cleared on unmount', async () => {
    reduceMotion(false)
    const { rerender, unmount } = renderHook(({ active }) => useConfetti(active), { initialProps: { active: false } })
    expect(confetti).not.toHaveBeenCalled()
    rerender({ active: true })
    await waitFor(() => expect(confetti).toHaveBeenCalledOnce())
    expect(confetti).toHaveBeenCalledWith(
      expect.objectContaining({ particleCount: CONFETTI_PIECES, disableForReducedMotion: true }),
    )
    // Its own canvas, without the blob: worker the Content-Security-Policy refuses.
    expect(create).toHaveBeenCalledWith(undefined, expect.objectContaining({ useWorker: false }))
    expect(CONFETTI_PIECES).toBe(400)
    unmount()
    expect(confetti.reset).toHaveBeenCalled()
  })

  it('behavior: none when the user prefers reduced motion', async () => {
    reduceMotion(true)
    renderHook(() => useConfetti(true))
    await vi.dynamicImportSettled()
    expect(confetti).not.toHaveBeenCalled()
  })
})
