import { Trans } from '@lingui/react/macro'
import { Link, Outlet, createRootRoute, useRouterState } from '@tanstack/react-router'
import { Popups, RecentTransactions, TransactionWatcher } from '@/features/activity'
import { ThemeToggle } from '@/features/settings'
import { AccountDialog, AccountStatus, BlockIndicator } from '@/features/wallet'

export const Route = createRootRoute({ component: RootLayout })

const COMMUNITY_CHAT_URL = 'https://discord.gg/ucash'

const navLinkClass = 'rounded-xl px-3 py-2 text-sm font-medium text-slate-500 hover:text-slate-900 dark:hover:text-white'
const activeProps = { className: 'text-slate-900 dark:text-white font-semibold' }

const LIQUIDITY_PATHS = /^\/(pool|liquidity|add|remove|create|find)(\/|$)/
const SWAP_PATHS = /^\/(exchange(\/|$)|$)/

function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const tab = (active: boolean) => (active ? `${navLinkClass} ${activeProps.className}` : navLinkClass)
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="flex flex-wrap items-center justify-between gap-4 p-4">
        <div className="flex items-center gap-4">
          <h1 className="text-xl font-bold">
            <Trans>UCASH Exchange</Trans>
          </h1>
          <nav aria-label="Main" className="flex items-center gap-1">
            <Link to="/" className={tab(SWAP_PATHS.test(pathname))} aria-current={SWAP_PATHS.test(pathname) ? 'page' : undefined}>
              <Trans>Swap</Trans>
            </Link>
            <Link to="/pool" className={tab(LIQUIDITY_PATHS.test(pathname))} aria-current={LIQUIDITY_PATHS.test(pathname) ? 'page' : undefined}>
              <Trans>Pool</Trans>
            </Link>
            <Link to="/uni" className={navLinkClass} activeProps={activeProps}>
              <Trans>UCASH</Trans>
            </Link>
            <Link to="/vote" className={navLinkClass} activeProps={activeProps}>
              <Trans>Vote</Trans>
            </Link>
            <a href={COMMUNITY_CHAT_URL} target="_blank" rel="noopener noreferrer" className={navLinkClass}>
              <Trans>Community chat</Trans>
            </a>
          </nav>
        </div>
        <div className="flex items-center gap-2">
          <AccountStatus />
          <ThemeToggle />
        </div>
      </header>
      <Outlet />
      <BlockIndicator />
      <AccountDialog recentTransactions={<RecentTransactions />} />
      <Popups />
      <TransactionWatcher />
    </div>
  )
}
