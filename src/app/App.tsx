import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
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
    void activateLocale(picked).then(() => setLocale(picked))
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
