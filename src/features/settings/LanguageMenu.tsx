import { Trans, useLingui } from '@lingui/react/macro'
import { Suspense, lazy } from 'react'
import { useSettingsStore } from '@/entities/settings'

/** The language list's chunk: loaded when the header menu is first pointed at, focused or opened. */
export const preloadLanguageMenu = () => import('./components/LanguageSetting')
const LanguageSetting = lazy(preloadLanguageMenu)

/**
 * The header menu's language choice (issue 18), saved in the settings store and applied at once over `?lng=`. The list
 * loads on demand, so the swap page carries none of it.
 */
export function LanguageMenu() {
  const { i18n } = useLingui()
  const setLocale = useSettingsStore((state) => state.setLocale)
  return (
    <Suspense fallback={null}>
      <LanguageSetting label={<Trans>Language</Trans>} value={i18n.locale} onChange={setLocale} />
    </Suspense>
  )
}
