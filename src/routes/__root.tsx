import { Outlet, createRootRoute, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { Popups, RecentTransactions, TransactionWatcher } from '@/features/activity'
import { ClaimDialog } from '@/features/airdrop'
import { UrlWarningBanner } from '@/features/settings'
import { ListsUpdater, TokenPickerDialog } from '@/features/token-lists'
import { AccountDialog, BlockIndicator, BlockedGate } from '@/features/wallet'
import { trackPageView } from '@/lib/analytics'
import { Header } from './-layout/Header'

export const Route = createRootRoute({ component: RootLayout })

function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => trackPageView(pathname), [pathname])
  return (
    <BlockedGate>
      <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
        <UrlWarningBanner />
        <Header />
        <Outlet />
        <BlockIndicator />
        <AccountDialog recentTransactions={<RecentTransactions />} />
        <ClaimDialog />
        <Popups />
        <TokenPickerDialog />
        <TransactionWatcher />
        <ListsUpdater />
      </div>
    </BlockedGate>
  )
}
