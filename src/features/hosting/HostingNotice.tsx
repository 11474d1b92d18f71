import { Suspense, lazy } from 'react'
import { pageHostingRisk } from '@/lib/hosting'

const HostingNoticeView = lazy(() => import('./HostingNoticeView'))

/**
 * Under the header where the app runs unsafely (a path gateway, a foreign frame): why connecting or sending is off and
 * where to open it instead. Its text and CID conversion load only there.
 */
export function HostingNotice() {
  const risk = pageHostingRisk()
  if (risk.kind === 'none') return null
  return (
    <Suspense fallback={null}>
      <HostingNoticeView risk={risk} />
    </Suspense>
  )
}
