// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  afterFirstPaint,
  nextTask,
  opensLandingRoute,
  opensLandingWithAmount,
  preloadBootChunks,
  preloadListedChunks,
} from './boot'
import { APP_CHUNKS_META, LANDING_CHUNKS_META } from './bootMeta'

describe('afterFirstPaint', () => {
  let frames: FrameRequestCallback[]
  beforeEach(() => {
    vi.useFakeTimers()
    frames = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })
  const settled = (promise: Promise<void>): { done: () => boolean } => {
    let done = false
    void promise.then(() => (done = true))
    return { done: () => done }
  }

  it('resolves in the task after the next frame, not before it', async () => {
    const paint = settled(afterFirstPaint(window, 1000))
    await vi.advanceTimersByTimeAsync(500)
    expect(paint.done()).toBe(false)
    expect(frames).toHaveLength(1)
    frames[0]!(performance.now())
    expect(paint.done()).toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(paint.done()).toBe(true)
  })

  it('resolves after the limit when no frame comes', async () => {
    const paint = settled(afterFirstPaint(window, 1000))
    await vi.advanceTimersByTimeAsync(999)
    expect(paint.done()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(paint.done()).toBe(true)
  })

  it('resolves at once in a hidden tab, which paints no frame', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const paint = settled(afterFirstPaint(window, 1000))
    await vi.advanceTimersByTimeAsync(0)
    expect(paint.done()).toBe(true)
    expect(frames).toHaveLength(0)
  })
})

describe('nextTask', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('without scheduler.yield: resolves in a later task, not in this one or its microtasks', async () => {
    vi.useFakeTimers()
    let done = false
    void nextTask(window).then(() => (done = true))
    await Promise.resolve()
    await Promise.resolve()
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)
  })

  it("with scheduler.yield: the browser's own yield", async () => {
    const yieldTask = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldTask })
    await nextTask(window)
    expect(yieldTask).toHaveBeenCalledOnce()
  })
})

describe('preloadListedChunks', () => {
  afterEach(() => {
    document.head.innerHTML = ''
  })
  const withMeta = (content: string, name = LANDING_CHUNKS_META): void => {
    const meta = document.createElement('meta')
    meta.name = name
    meta.content = content
    document.head.append(meta)
  }
  const preloaded = (): string[] =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href') ?? '')

  it('links each listed script once, skipping those already linked', () => {
    const linked = document.createElement('link')
    linked.rel = 'modulepreload'
    linked.href = '/assets/chain-1.js'
    document.head.append(linked)
    withMeta('/assets/route-2.js  /assets/chain-1.js\n./assets/en-3.js /assets/route-2.js')
    expect(preloadListedChunks(LANDING_CHUNKS_META)).toEqual(['/assets/route-2.js', './assets/en-3.js'])
    expect(preloaded()).toEqual(['/assets/chain-1.js', '/assets/route-2.js', './assets/en-3.js'])
    expect(document.querySelector<HTMLLinkElement>('link[href="./assets/en-3.js"]')?.crossOrigin).toBe('')
  })

  it('ignores anything but same-origin script paths, and a page without the list', () => {
    expect(preloadListedChunks(LANDING_CHUNKS_META)).toEqual([])
    withMeta('https://evil.example/x.js //evil.example/y.js javascript:alert(1) /assets/style.css /assets/ok-1.js')
    expect(preloadListedChunks(LANDING_CHUNKS_META)).toEqual(['/assets/ok-1.js'])
  })

  it("preloads the app's chunks on every route, the landing route's only on it", () => {
    withMeta('/assets/start-1.js', APP_CHUNKS_META)
    withMeta('/assets/engine-2.js')
    preloadBootChunks({ pathname: '/pool', hash: '' })
    expect(preloaded()).toEqual(['/assets/start-1.js'])
    preloadBootChunks({ pathname: '/', hash: '' })
    expect(preloaded()).toEqual(['/assets/start-1.js', '/assets/engine-2.js'])
  })
})

describe('opensLandingRoute', () => {
  it.each([
    ['/', '', false, true],
    ['/', '#anchor', false, true],
    ['/pool', '', false, false],
    ['/exchange', '', false, false],
    ['/ipfs/bafy/', '', true, true],
    ['/ipfs/bafy/', '#/', true, true],
    ['/ipfs/bafy/', '#/?inputCurrency=ETH', true, true],
    ['/ipfs/bafy/', '#?exactAmount=1', true, true],
    ['/ipfs/bafy/', '#/pool', true, false],
    ['/ipfs/bafy/', '#/vote/1', true, false],
  ])('path %s, hash %s (hash routing: %s): %s', (pathname, hash, byHash, landing) => {
    expect(opensLandingRoute({ pathname, hash }, byHash)).toBe(landing)
  })
})

describe('opensLandingWithAmount', () => {
  it.each([
    ['/', '?exactAmount=1', '', false, true],
    [
      '/',
      '?inputCurrency=ETH&outputCurrency=0x6B175474E89094C44Da98b954EedeAC495271d0F&exactAmount=0.5',
      '',
      false,
      true,
    ],
    ['/', '?exactAmount=', '', false, false],
    ['/', '?exactAmount=%20', '', false, false],
    ['/', '?inputCurrency=ETH', '', false, false],
    ['/', '', '', false, false],
    ['/pool', '?exactAmount=1', '', false, false],
    ['/ipfs/bafy/', '', '#/?exactAmount=1', true, true],
    ['/ipfs/bafy/', '', '#?exactAmount=2&exactField=output', true, true],
    ['/ipfs/bafy/', '?exactAmount=1', '#/', true, false],
    ['/ipfs/bafy/', '', '#/pool?exactAmount=1', true, false],
  ])('path %s, search %s, hash %s (hash routing: %s): %s', (pathname, search, hash, byHash, quotes) => {
    expect(opensLandingWithAmount({ pathname, search, hash }, byHash)).toBe(quotes)
  })
})
