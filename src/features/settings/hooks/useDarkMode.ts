import { useSettingsStore } from '@/entities/settings'

/**
 * Whether dark mode is on, and a setter that records an explicit choice. Without a choice, the mode the app applied
 * to <html> (the system's, see app/useColorMode) counts.
 */
export function useDarkMode(): [dark: boolean, setDark: (dark: boolean) => void] {
  const userDarkMode = useSettingsStore((state) => state.userDarkMode)
  const setDarkMode = useSettingsStore((state) => state.setDarkMode)
  return [userDarkMode ?? document.documentElement.classList.contains('dark'), setDarkMode]
}
