// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chainHealthStore } from './chainHealthStore'
import { useChainFreshness } from './useChainFreshness'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** Renders the freshness of chain 1 and counts its renders; `bump` re-renders it for a reason of its own. */
function mountProbe() {
  const probe = { renders: 0, bump: (): void => undefined }
  function Probe() {
    probe.renders++
    const [, setTick] = useState(0)
    probe.bump = () => setTick((tick) => tick + 1)
    return <p>{useChainFreshness(1).kind}</p>
  }
  render(<Probe />)
  return probe
}

describe('useChainFreshness', () => {
  it('behavior: checks that find the same freshness do not re-render, also right after another render', () => {
    vi.useFakeTimers()
    const probe = mountProbe()
    act(() => probe.bump())
    expect(probe.renders).toBe(2)
    // Four checks a second, each finding what is shown.
    act(() => vi.advanceTimersByTime(1_000))
    expect(probe.renders).toBe(2)
  })

  it('behavior: a change of the freshness, in the store or with time, re-renders once with the new one', () => {
    vi.useFakeTimers()
    const probe = mountProbe()
    expect(screen.getByRole('paragraph').textContent).toBe('connecting')
    act(() => {
      const health = chainHealthStore.getState()
      health.watch(1, 1)
      health.pollStarted(1, Date.now())
      health.headOk(1, 100n, Date.now())
    })
    expect(screen.getByRole('paragraph').textContent).toBe('fresh')
    expect(probe.renders).toBe(2)
    // No head poll answers any more: the checks find the nodes unreachable once two polls have passed.
    act(() => vi.advanceTimersByTime(60_000))
    expect(screen.getByRole('paragraph').textContent).toBe('unreachable')
    expect(probe.renders).toBe(3)
  })
})
