import { Suspense, lazy } from 'react'

// The list loads with the account dialog's first opening (the dialog itself loads then too).
const List = lazy(() => import('./RecentTransactions').then((module) => ({ default: module.RecentTransactions })))

/** The account's recent transactions (RecentTransactions), loaded when first shown. */
export function RecentTransactions() {
  return (
    <Suspense fallback={null}>
      <List />
    </Suspense>
  )
}
