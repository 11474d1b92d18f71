import { startTransition, useEffect, useState } from 'react'
import { useSettingsStore } from '@/entities/settings'
import { type UiLocale, activateLocale, pickLocale } from '@/lib/i18n'

/**
 * The active interface language (catalog loaded, `<html lang dir>` set), null until the first catalog is in: `?lng=`,
 * else the menu's saved choice, else the browser's; a later choice in the menu (any tab) applies at once.
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
