import { Trans } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import { ClaimButton, UcashBalance } from '@/features/airdrop'
import { ThemeToggle } from '@/features/settings'
import { AccountStatus } from '@/features/wallet'

const COMMUNITY_CHAT_URL = 'https://discord.gg/ucash'
const navLinkClass = 'rounded-xl px-3 py-2 text-sm font-medium text-slate-500 hover:text-slate-900 dark:hover:text-white'
const activeClass = 'text-slate-900 dark:text-white font-semibold'
/** The liquidity tab is active on /pool, /liquidity, /add, /remove, /create and /find; the swap tab on / and /exchange. */
const LIQUIDITY_PATHS = /^\/(pool|liquidity|add|remove|create|find)(\/|$)/
const SWAP_PATHS = /^\/(exchange(\/|$)|$)/

export function Header() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const tab = (active: boolean) => ({
    className: active ? `${navLinkClass} ${activeClass}` : navLinkClass,
    'aria-current': active ? ('page' as const) : undefined,
  })
  return (
    <header className="flex flex-wrap items-center justify-between gap-4 p-4">
      <div className="flex items-center gap-4">
        <h1 className="text-xl font-bold">
          <Trans>UCASH Exchange</Trans>
        </h1>
        <nav aria-label="Main" className="flex items-center gap-1">
          <Link to="/" {...tab(SWAP_PATHS.test(pathname))}>
            <Trans>Swap</Trans>
          </Link>
          <Link to="/pool" {...tab(LIQUIDITY_PATHS.test(pathname))}>
            <Trans>Pool</Trans>
          </Link>
          <Link to="/uni" {...tab(pathname.startsWith('/uni'))}>
            <Trans>UCASH</Trans>
          </Link>
          <Link to="/vote" {...tab(pathname.startsWith('/vote'))}>
            <Trans>Vote</Trans>
          </Link>
          <a href={COMMUNITY_CHAT_URL} target="_blank" rel="noopener noreferrer" className={navLinkClass}>
            <Trans>Community chat</Trans>
          </a>
        </nav>
      </div>
      <div className="flex items-center gap-2">
        <ClaimButton />
        <UcashBalance />
        <AccountStatus />
        <ThemeToggle />
      </div>
    </header>
  )
}
