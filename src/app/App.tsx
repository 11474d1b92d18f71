import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect } from 'react'
import { track } from '@/lib/analytics'
import { baseLocale, i18n } from '@/lib/i18n'
import { ErrorBoundary } from './ErrorBoundary'
import { Providers } from './Providers'
import type { AppRouter } from './router'
import { useColorMode } from './useColorMode'
import { useUiLocale } from './useUiLocale'

export function App({ router }: { router: AppRouter }) {
  const locale = useUiLocale()
  const dark = useColorMode()
  useEffect(() => {
    const onError = (event: ErrorEvent): void => track({ type: 'exception', description: event.message })
    window.addEventListener('error', onError)
    return () => window.removeEventListener('error', onError)
  }, [])
  if (!locale) return null
  return (
    <I18nProvider i18n={i18n}>
      <ErrorBoundary>
        <Providers dark={dark} locale={baseLocale(locale)}>
          <RouterProvider router={router} />
        </Providers>
      </ErrorBoundary>
    </I18nProvider>
  )
}
