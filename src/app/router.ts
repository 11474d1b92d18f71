import { createRouter } from '@tanstack/react-router'
import { parseSearch, stringifySearch } from '@/lib/url'
import { routeTree } from '../routeTree.gen'

export const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true, parseSearch, stringifySearch })

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
