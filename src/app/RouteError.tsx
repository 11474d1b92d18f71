import { Trans } from '@lingui/react/macro'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { Button, Card } from '@/components/ui'

/** A screen that failed to render: the rest of the app (header, wallet) stays usable. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  console.error('Route error', error)
  return (
    <Card as="main" variant="raised" padding={6} role="alert" className="mx-auto mt-8 max-w-card text-center">
      <h2 className="text-lg font-semibold">
        <Trans>Something went wrong</Trans>
      </h2>
      <Button size="sm" className="mt-4" onClick={reset}>
        <Trans>Try again</Trans>
      </Button>
    </Card>
  )
}
