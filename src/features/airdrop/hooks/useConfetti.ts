import { useEffect } from 'react'

/** Spec 9: confetti 400 pieces. */
export const CONFETTI_PIECES = 400

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * Confetti once `active` turns true (a claim completed), none for users who prefer reduced motion. The library is
 * loaded on demand, so it is never part of any route's initial JavaScript. Cleared when inactive again or unmounted.
 * No worker: a blob: worker is outside the Content-Security-Policy.
 */
export function useConfetti(active: boolean): void {
  useEffect(() => {
    if (!active || prefersReducedMotion()) return
    let stopped = false
    let clear: (() => void) | undefined
    import('canvas-confetti')
      .then(({ default: library }) => {
        if (stopped) return
        // Drawn on the page's own thread: the library's default instance starts a Web Worker from a blob: URL, which
        // the Content-Security-Policy (worker-src) rightly refuses. Its own full-screen canvas, resized with the window.
        const confetti = library.create(undefined, { resize: true, useWorker: false })
        clear = () => confetti.reset()
        void confetti({
          particleCount: CONFETTI_PIECES,
          spread: 120,
          startVelocity: 40,
          origin: { y: 0.4 },
          disableForReducedMotion: true,
        })
      })
      .catch((error: unknown) => console.error('Confetti failed to load', error))
    return () => {
      stopped = true
      clear?.()
    }
  }, [active])
}
