import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import { useChainFeatures } from '@/entities/network'
import { ClaimButton } from '@/features/airdrop'
import { ThemeToggle } from '@/features/settings'
import { AccountStatus } from '@/features/wallet'
import { COMMUNITY_CHAT_URL, HeaderMenu } from './HeaderMenu'

const navLinkClass =
  'rounded-xl px-3 py-2 text-sm font-medium text-slate-500 hover:text-slate-900 dark:hover:text-white'
const activeClass = 'text-slate-900 dark:text-white font-semibold'
/** The liquidity tab is active on /pool, /liquidity, /add, /remove, /create and /find; the swap tab on / and /exchange. */
const LIQUIDITY_PATHS = /^\/(pool|liquidity|add|remove|create|find)(\/|$)/
const SWAP_PATHS = /^\/(exchange(\/|$)|$)/

/**
 * From 720 px: title, tabs and controls in one row. Phones: title, theme and menu on top, tabs below, network, balance
 * and account in a bottom bar (as the V2-era app). One set of controls: groups dissolve (`display: contents`) there.
 */
export function Header() {
  const { t } = useLingui()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // The UCASH tab, the vote tab, and the claim button or UCASH balance only where the chain has those contracts.
  const { features } = useChainFeatures()
  const tab = (active: boolean) => ({
    className: active ? `${navLinkClass} ${activeClass}` : navLinkClass,
    'aria-current': active ? ('page' as const) : undefined,
  })
  return (
    <header className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 p-4 md:gap-4">
      <div className="contents md:flex md:items-center md:gap-4">
        <h1 className="me-auto whitespace-nowrap text-xl font-bold md:me-0">
          <Trans>UCASH Exchange</Trans>
        </h1>
        <nav aria-label={t`Main`} className="order-last flex w-full items-center gap-1 md:order-none md:w-auto">
          <Link to="/" {...tab(SWAP_PATHS.test(pathname))}>
            <Trans>Swap</Trans>
          </Link>
          <Link to="/pool" {...tab(LIQUIDITY_PATHS.test(pathname))}>
            <Trans>Pool</Trans>
          </Link>
          {features.rewards ? (
            <Link to="/uni" {...tab(pathname.startsWith('/uni'))}>
              <Trans>UCASH</Trans>
            </Link>
          ) : null}
          {features.governance ? (
            <Link to="/vote" {...tab(pathname.startsWith('/vote'))}>
              <Trans>Vote</Trans>
            </Link>
          ) : null}
          <a
            href={COMMUNITY_CHAT_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={`hidden md:inline ${navLinkClass}`}
          >
            <Trans>Community chat</Trans>
          </a>
        </nav>
      </div>
      <div className="contents md:flex md:items-center md:gap-2">
        <div
          data-testid="account-bar"
          className="fixed inset-x-0 bottom-0 z-30 flex flex-col gap-2 rounded-t-2xl border-t border-slate-200 bg-slate-50 p-3 shadow-[0_-2px_12px_rgba(0,0,0,0.08)] dark:border-slate-800 dark:bg-slate-950 md:contents"
        >
          <div className="flex items-center justify-end gap-2 empty:hidden md:contents">
            {features.ucash || features.claim ? <ClaimButton /> : null}
          </div>
          <AccountStatus />
        </div>
        <ThemeToggle />
        <HeaderMenu />
      </div>
    </header>
  )
}
