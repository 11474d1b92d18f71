import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/')({ component: SwapPlaceholder })

function SwapPlaceholder() {
  return (
    <main className="mx-auto mt-8 max-w-card rounded-3xl bg-white p-6 shadow dark:bg-slate-900">
      <h2 className="text-lg font-semibold">
        <Trans>Swap</Trans>
      </h2>
    </main>
  )
}
