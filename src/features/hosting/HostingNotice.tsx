import { Suspense, lazy } from 'react'
import { pageHostingRisk } from '@/lib/hosting'

const HostingNoticeView = lazy(() => import('./HostingNoticeView'))

/**
 * Under the header, where the app runs unsafely (a path gateway, a frame another site owns): why connecting or
 * sending is off, and where to open the app instead. Its text and the CID conversion load only there.
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
