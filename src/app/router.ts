import { createRouter } from '@tanstack/react-router'
import { parseSearch, stringifySearch } from '@/lib/url'
import { routeTree } from '../routeTree.gen'
import { RouteError } from './RouteError'

export const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true, parseSearch, stringifySearch, defaultErrorComponent: RouteError })

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
