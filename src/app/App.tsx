import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { startTransition, useEffect, useState } from 'react'
import { track } from '@/lib/analytics'
import { type Locale, activateLocale, i18n, pickLocale } from '@/lib/i18n'
import { ErrorBoundary } from './ErrorBoundary'
import { Providers } from './Providers'
import { router } from './router'
import { useColorMode } from './useColorMode'

export function App() {
  const [locale, setLocale] = useState<Locale | null>(null)
  const dark = useColorMode()
  useEffect(() => {
    const onError = (event: ErrorEvent): void => track({ type: 'exception', description: event.message })
    window.addEventListener('error', onError)
    return () => window.removeEventListener('error', onError)
  }, [])
  useEffect(() => {
    const picked = pickLocale(window.location.search, navigator.languages)
    // The app's first render, as a transition: React renders it in slices and lets the browser in between (input,
    // paint), instead of one long task on a slow phone.
    void activateLocale(picked).then(() => startTransition(() => setLocale(picked)))
  }, [])
  if (!locale) return null
  return (
    <I18nProvider i18n={i18n}>
      <ErrorBoundary>
        <Providers dark={dark} locale={locale}>
          <RouterProvider router={router} />
        </Providers>
      </ErrorBoundary>
    </I18nProvider>
  )
}
