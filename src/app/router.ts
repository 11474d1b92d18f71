import { createHashHistory, createRouter } from '@tanstack/react-router'
import { z } from '@/config/zod'
import { type SwapQuery, parseSearch, parseSwapQuery, stringifySearch, swapSearchSchema } from '@/lib/url'
import { routeTree } from '../routeTree.gen'
import { hashRouting } from './boot/boot'
import { RouteError } from './RouteError'

/**
 * The IPFS build (`npm run build:ipfs`, Vite's mode `ipfs`) is one index.html wherever it is served (a gateway's
 * `/ipfs/<cid>/`, any sub-path): its routes live in the URL's hash (`#/pool`), so a deep link or a reload asks the
 * host for that same page (`hashRouting`). Other builds route on the path (history routing). The mode is a build-time
 * constant, so each build carries only its own history.
 */

/**
 * The app's router: the route tree's processing and the history. Called as the app starts (src/app/start.tsx), in a
 * task of its own rather than as its module is evaluated: that evaluation is already the longest task of a page load.
 */
export function createAppRouter() {
  return createRouter({
    routeTree,
    ...(hashRouting ? { history: createHashHistory() } : {}),
    defaultPreload: 'intent',
    scrollRestoration: true,
    parseSearch,
    stringifySearch,
    defaultErrorComponent: RouteError,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}

/** The swap query of the page the router is on when it is the swap page (a swap link), else undefined. */
export function landingSwapLink(router: AppRouter): SwapQuery | undefined {
  const { pathname, search } = router.latestLocation
  if (pathname !== '/') return undefined
  const parsed = z.safeParse(swapSearchSchema, search)
  return parsed.success ? parseSwapQuery(parsed.data) : undefined
}
