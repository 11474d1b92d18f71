import { describe, expect, it, vi } from 'vitest'
import { recentEvents, subscribe, track, trackPageView } from './analytics'

describe('analytics', () => {
  it('delivers events to subscribers until they unsubscribe, and keeps a bounded history', () => {
    const listener = vi.fn()
    const unsubscribe = subscribe(listener)
    trackPageView('/pool')
    expect(listener).toHaveBeenCalledWith({ type: 'page_view', path: '/pool' })
    unsubscribe()
    track({ type: 'event', category: 'Liquidity', action: 'Add' })
    expect(listener).toHaveBeenCalledTimes(1)
    for (let i = 0; i < 150; i++) trackPageView(`/${i}`)
    expect(recentEvents()).toHaveLength(100)
    expect(recentEvents().at(-1)).toEqual({ type: 'page_view', path: '/149' })
  })
})
