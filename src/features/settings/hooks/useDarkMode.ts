import { useSettingsStore } from '@/entities/settings'

/** Whether dark mode is on, and a setter for an explicit choice; without one, the mode applied to <html> counts. */
export function useDarkMode(): [dark: boolean, setDark: (dark: boolean) => void] {
  const userDarkMode = useSettingsStore((state) => state.userDarkMode)
  const setDarkMode = useSettingsStore((state) => state.setDarkMode)
  return [userDarkMode ?? document.documentElement.classList.contains('dark'), setDarkMode]
}
