import { createFileRoute, redirect } from '@tanstack/react-router'
import { parseDashPair } from '@/lib/url'

/** /remove/A-B -> /remove/A/B; any other single segment -> /pool. */
export const Route = createFileRoute('/remove/$tokens')({
  beforeLoad: ({ params }) => {
    const pair = parseDashPair(params.tokens)
    if (pair)
      throw redirect({
        to: '/remove/$currencyIdA/$currencyIdB',
        params: { currencyIdA: pair[0], currencyIdB: pair[1] },
        replace: true,
      })
    throw redirect({ to: '/pool', replace: true })
  },
})
