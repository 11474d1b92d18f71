import { Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { SkipLink } from '@/components/ui'
import { Popups, RecentTransactions, TransactionWatcher } from '@/features/activity'
import { FeatureGate, NetworkDialog } from '@/entities/network'
import { HostingNotice } from '@/features/hosting'
import { AddressClaimDialog, ClaimDialog, ClaimPopup, UcashBreakdownDialog } from '@/features/airdrop'
import { UrlWarningBanner } from '@/features/settings'
import { ListsUpdater, TokenPickerDialog } from '@/features/token-lists'
import { AccountDialog, BlockIndicator, BlockedGate, ChainStatus, StaleMark } from '@/features/wallet'
import { trackPageView } from '@/lib/analytics'
import { pageShown } from '@/lib/chain/health'
import { Header } from './-layout/Header'
import { featureForPath } from './-layout/featureForPath'
import { type AppRouterContext, prefetchAppReads } from './-layout/loadApp'

export const Route = createRootRouteWithContext<AppRouterContext>()({
  // Once, as the app starts: the root stays matched on every later navigation.
  loader: ({ context, cause }) => {
    if (cause === 'enter') prefetchAppReads(context)
  },
  component: RootLayout,
})

function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => trackPageView(pathname), [pathname])
  // After the first screen's commit: one-off reads wait for it (src/lib/chain/health/oneOffReads.ts).
  useEffect(() => pageShown(), [])
  return (
    <BlockedGate>
      {/* Phones: room below the content for the header's account bar, fixed to the bottom of the screen. */}
      <div className="min-h-screen bg-slate-50 pb-32 text-slate-900 dark:bg-slate-950 dark:text-slate-100 md:pb-0">
        <SkipLink />
        <UrlWarningBanner />
        <Header />
        <HostingNotice />
        <ChainStatus />
        <StaleMark>
          {/* A screen whose contracts the wallet's network lacks says so, and offers the switch. */}
          <FeatureGate feature={featureForPath(pathname)}>
            <Outlet />
          </FeatureGate>
        </StaleMark>
        <BlockIndicator />
        <AccountDialog recentTransactions={<RecentTransactions />} />
        <NetworkDialog />
        <ClaimDialog />
        <AddressClaimDialog />
        <UcashBreakdownDialog />
        <ClaimPopup />
        <Popups />
        <TokenPickerDialog />
        <TransactionWatcher />
        <ListsUpdater />
      </div>
    </BlockedGate>
  )
}
