import { Trans, useLingui } from '@lingui/react/macro'
import { useSettingsStore } from '@/entities/settings'
import { Button } from '@/components/ui'
import { APP_HOST, shouldShowUrlWarning } from './urlWarning'

/** Phishing guard: reminds users to check the URL (spec section 1), dismissible. */
export function UrlWarningBanner() {
  const { t } = useLingui()
  const visible = useSettingsStore((state) => state.URLWarningVisible)
  const toggle = useSettingsStore((state) => state.toggleURLWarning)
  if (!shouldShowUrlWarning(visible, window.location.host, navigator.userAgent)) return null
  const host = APP_HOST
  return (
    <div role="note" className="flex items-center justify-center gap-3 bg-amber-100 px-4 py-2 text-sm text-amber-900">
      <span>
        <Trans>Always make sure the URL is {host} - bookmark it to be safe.</Trans>
      </span>
      <Button variant="link" aria-label={t`Dismiss`} onClick={toggle}>
        <span aria-hidden className="text-lg leading-none">
          ×
        </span>
      </Button>
    </div>
  )
}
