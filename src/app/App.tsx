import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { activateLocale, i18n, pickLocale } from '@/lib/i18n'
import { ErrorBoundary } from './ErrorBoundary'
import { router } from './router'

const queryClient = new QueryClient()

export function App() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    void activateLocale(pickLocale(window.location.search, navigator.languages)).then(() => setReady(true))
  }, [])
  if (!ready) return null
  return (
    <I18nProvider i18n={i18n}>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ErrorBoundary>
    </I18nProvider>
  )
}
