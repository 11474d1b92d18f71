import { useEffect, useSyncExternalStore } from 'react'
import { useSettingsStore } from '@/entities/settings'
import { parseThemeParam } from '@/lib/url'

const query = '(prefers-color-scheme: dark)'
const subscribe = (onChange: () => void): (() => void) => {
  const media = window.matchMedia(query)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}
const matchesDark = (): boolean => window.matchMedia(query).matches

/**
 * The colour mode: the user's choice, else the system's. `?theme=light|dark` (any case) on load sets the choice.
 * Applies the `dark` class to <html> and returns whether dark mode is on.
 */
export function useColorMode(): boolean {
  const userDarkMode = useSettingsStore((state) => state.userDarkMode)
  const setDarkMode = useSettingsStore((state) => state.setDarkMode)
  const systemDark = useSyncExternalStore(subscribe, matchesDark, () => false)

  useEffect(() => {
    const theme = parseThemeParam(new URLSearchParams(window.location.search).get('theme'))
    if (theme) setDarkMode(theme === 'dark')
  }, [setDarkMode])

  const dark = userDarkMode ?? systemDark
  useEffect(() => {
    document.documentElement.classList.toggle('dark', dark)
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light'
  }, [dark])
  return dark
}
