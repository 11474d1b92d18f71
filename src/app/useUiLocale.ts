import { startTransition, useEffect, useState } from 'react'
import { useSettingsStore } from '@/entities/settings'
import { type UiLocale, activateLocale, pickLocale } from '@/lib/i18n'

/**
 * The interface language, active (its catalog loaded, `<html lang dir>` set), or null until the first catalog has
 * loaded: at start `?lng=`, else the language chosen in the header menu (saved in the settings store), else the
 * browser's (pickLocale). A choice made in the menu afterwards (in this tab or another) applies at once, over the
 * `?lng=` the page opened with; clearing it picks again as at start.
 */
export function useUiLocale(): UiLocale | null {
  const saved = useSettingsStore((state) => state.userLocale)
  const [locale, setLocale] = useState<UiLocale | null>(null)
  // What the page opened with: `?lng=` counts until the saved choice changes.
  const [opened] = useState(() => ({ search: location.search, saved }))
  useEffect(() => {
    const search = saved === opened.saved ? opened.search : ''
    // The first render (and each language change) as a transition: React renders it in slices and lets the browser
    // in between (input, paint), instead of one long task on a slow phone.
    void activateLocale(pickLocale(search, navigator.languages, saved)).then((active) => {
      if (active) startTransition(() => setLocale(active))
    })
  }, [saved, opened])
  return locale
}
