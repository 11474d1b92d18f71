import { useLingui } from '@lingui/react/macro'
import { Button, Icon } from '@/components/ui'
import { useDarkMode } from './hooks/useDarkMode'

/** The header's dark/light switch; it records an explicit choice that wins over the system setting. */
export function ThemeToggle() {
  const { t } = useLingui()
  const [dark, setDark] = useDarkMode()
  return (
    <Button variant="ghost" size="sm" aria-pressed={dark} aria-label={t`Dark mode`} onClick={() => setDark(!dark)}>
      <Icon name={dark ? 'moon' : 'sun'} className="text-base" />
    </Button>
  )
}
