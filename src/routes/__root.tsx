import { Trans } from '@lingui/react/macro'
import { Outlet, createRootRoute } from '@tanstack/react-router'

export const Route = createRootRoute({ component: RootLayout })

function RootLayout() {
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="flex items-center gap-4 p-4">
        <h1 className="text-xl font-bold">
          <Trans>UCASH Exchange</Trans>
        </h1>
      </header>
      <Outlet />
    </div>
  )
}
