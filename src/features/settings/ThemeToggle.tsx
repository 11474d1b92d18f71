import { useLingui } from '@lingui/react/macro'
import { useDarkMode } from './hooks/useDarkMode'

/** The header's dark/light switch; it records an explicit choice that wins over the system setting. */
export function ThemeToggle() {
  const { t } = useLingui()
  const [dark, setDark] = useDarkMode()
  return (
    <button
      type="button"
      className="rounded-2xl bg-white px-3 py-2 text-sm dark:bg-slate-800"
      aria-pressed={dark}
      aria-label={t`Dark mode`}
      onClick={() => setDark(!dark)}
    >
      {dark ? '☾' : '☀'}
    </button>
  )
}
