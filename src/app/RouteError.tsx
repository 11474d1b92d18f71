import { Trans } from '@lingui/react/macro'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { Button } from '@/components/ui'

/** A screen that failed to render: the rest of the app (header, wallet) stays usable. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  console.error('Route error', error)
  return (
    <main
      role="alert"
      className="mx-auto mt-8 max-w-card rounded-3xl bg-white p-6 text-center shadow dark:bg-slate-900"
    >
      <h2 className="text-lg font-semibold">
        <Trans>Something went wrong</Trans>
      </h2>
      <Button size="sm" className="mt-4" onClick={reset}>
        <Trans>Try again</Trans>
      </Button>
    </main>
  )
}
