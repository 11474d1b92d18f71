/**
 * A page load's first steps, before the app's code: index.html's static first screen paints first, then the entry
 * preloads the app's (and the landing route's) chunks and starts the app, so nothing holds that first paint back.
 */
import { APP_CHUNKS_META, LANDING_CHUNKS_META } from './bootMeta'

/**
 * The IPFS layout (`npm run build:ipfs`, Vite's mode `ipfs`, and `ipfs-devnet` for the devnet) routes in the URL's
 * hash (`#/pool`), every other build on the path (src/app/router.ts).
 */
export const hashRouting = import.meta.env.MODE === 'ipfs' || import.meta.env.MODE === 'ipfs-devnet'

/** Whether `url` opens the landing route (the swap screen at `/`, with or without a query), whose chunks are worth preloading. */
export function opensLandingRoute(url: Pick<Location, 'pathname' | 'hash'>, byHash = hashRouting): boolean {
  return byHash ? /^(#\/?)?(\?.*)?$/.test(url.hash) : url.pathname === '/'
}

/**
 * Whether `url` opens the landing route with an amount (`?exactAmount=1`, a shared swap link): its first quote comes with
 * figures formatted through Intl.
 */
export function opensLandingWithAmount(
  url: Pick<Location, 'pathname' | 'hash' | 'search'>,
  byHash = hashRouting,
): boolean {
  if (!opensLandingRoute(url, byHash)) return false
  const at = url.hash.indexOf('?')
  const query = byHash ? (at < 0 ? '' : url.hash.slice(at + 1)) : url.search
  return (new URLSearchParams(query).get('exactAmount') ?? '').trim() !== ''
}

/**
 * Makes the page's first `Intl.NumberFormat`, which loads the engine's number data (later ones are cheap): called while
 * the chunks download, that cost leaves the frame that paints the first quote.
 */
export function warmNumberFormat(): void {
  new Intl.NumberFormat('en').format(0)
}

/**
 * Resolves after the page's next frame has been painted (a task queued from `requestAnimationFrame` runs after it), at
 * once in a hidden tab (which paints nothing), and after `limitMs` at most if no frame comes.
 */
export function afterFirstPaint(win: Window = window, limitMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (win.document.visibilityState !== 'visible') return resolve()
    const limit = win.setTimeout(resolve, limitMs)
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        win.clearTimeout(limit)
        resolve()
      }, 0),
    )
  })
}

/**
 * Resolves in a task of its own: `scheduler.yield()` where the browser has it (the continuation goes ahead of other
 * queued work), a zero timeout elsewhere. Evaluating the app's modules and starting it then make two tasks, not one
 * long one.
 */
export function nextTask(win: Window = window): Promise<void> {
  // TypeScript's DOM types do not have the Prioritized Task Scheduling API yet: the one method used, optional.
  const { scheduler } = win as Window & { scheduler?: { yield?: () => Promise<void> } }
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => win.setTimeout(resolve, 0))
}

/**
 * Adds a `<link rel=modulepreload>` for each script listed in the `<meta>` named `name` that the page does not link yet;
 * returns their URLs. JavaScript-added preloads, unlike those in the HTML, do not hold the first frame back.
 */
export function preloadListedChunks(name: string, doc: Document = document): string[] {
  const listed = doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? ''
  const linked = new Set(
    [...doc.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  )
  const added = listed
    .split(/\s+/)
    .filter((href) => /^(\.\/|\/(?!\/))[\w./-]+\.js$/.test(href) && !linked.has(href))
    .filter((href, index, all) => all.indexOf(href) === index)
  for (const href of added) {
    const link = doc.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    doc.head.append(link)
  }
  return added
}

/** Preloads the app's chunks, and the landing route's when `url` opens it. */
export function preloadBootChunks(url: Pick<Location, 'pathname' | 'hash'> = location, doc: Document = document): void {
  preloadListedChunks(APP_CHUNKS_META, doc)
  if (opensLandingRoute(url)) preloadListedChunks(LANDING_CHUNKS_META, doc)
}
