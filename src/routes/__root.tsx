import { Trans } from '@lingui/react/macro'
import { Link, Outlet, createRootRoute } from '@tanstack/react-router'
import { AccountStatus, BlockIndicator } from '@/features/wallet'

export const Route = createRootRoute({ component: RootLayout })

const COMMUNITY_CHAT_URL = 'https://discord.gg/ucash'

const navLinkClass = 'rounded-xl px-3 py-2 text-sm font-medium text-slate-500 hover:text-slate-900 dark:hover:text-white'
const activeProps = { className: 'text-slate-900 dark:text-white font-semibold' }

function RootLayout() {
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="flex flex-wrap items-center justify-between gap-4 p-4">
        <div className="flex items-center gap-4">
          <h1 className="text-xl font-bold">
            <Trans>UCASH Exchange</Trans>
          </h1>
          <nav aria-label="Main" className="flex items-center gap-1">
            <Link to="/" className={navLinkClass} activeProps={activeProps} activeOptions={{ exact: true }}>
              <Trans>Swap</Trans>
            </Link>
            <a href={COMMUNITY_CHAT_URL} target="_blank" rel="noopener noreferrer" className={navLinkClass}>
              <Trans>Community chat</Trans>
            </a>
          </nav>
        </div>
        <AccountStatus />
      </header>
      <Outlet />
      <BlockIndicator />
    </div>
  )
}
