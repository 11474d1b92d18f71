import { createHashHistory, createRouter } from '@tanstack/react-router'
import type { AppRouterContext } from '@/routes/-layout/loadApp'
import { parseSearch, stringifySearch } from '@/lib/url'
import { routeTree } from '../routeTree.gen'
import { hashRouting } from './boot/boot'
import { RouteError } from './RouteError'

/**
 * The IPFS build is one index.html wherever it is served, so its routes live in the URL's hash (`#/pool`) and a
 * reload asks the host for that same page (`hashRouting`); other builds route on the path.
 */

/**
 * The app's router: the route tree's processing and the history. Called as the app starts (src/app/start.tsx), in a
 * task of its own rather than as its module is evaluated: that evaluation is already the longest task of a page load.
 */
export function createAppRouter(context: AppRouterContext) {
  return createRouter({
    routeTree,
    context,
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
