import { useLingui } from '@lingui/react/macro'
import { useSettingsStore } from '@/entities/settings'

/** The header's dark/light switch; it records an explicit choice that wins over the system setting. */
export function ThemeToggle() {
  const { t } = useLingui()
  const dark = useSettingsStore((state) => state.userDarkMode) ?? document.documentElement.classList.contains('dark')
  const setDarkMode = useSettingsStore((state) => state.setDarkMode)
  return (
    <button
      type="button"
      className="rounded-2xl bg-white px-3 py-2 text-sm dark:bg-slate-800"
      aria-pressed={dark}
      aria-label={t`Dark mode`}
      onClick={() => setDarkMode(!dark)}
    >
      {dark ? '☾' : '☀'}
    </button>
  )
}
