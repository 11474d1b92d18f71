import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useSettingsStore } from '@/entities/settings'
import { DeadlineSetting } from './DeadlineSetting'
import { ExpertModeConfirm } from './ExpertModeConfirm'
import { InterfaceSettings } from './InterfaceSettings'
import LanguageSetting from './LanguageSetting'
import { SlippageSetting } from './SlippageSetting'

/** 'settings', or the expert mode confirmation; 'back' is the settings view reached from the confirmation. */
export type SettingsView = 'settings' | 'confirmExpertMode' | 'back'

/**
 * The settings dialog's content (SettingsMenu loads it on demand): slippage tolerance, transaction deadline, expert
 * mode (on only after typing 'confirm'), single-hop routing, dark mode, exact approvals and the interface language.
 */
export default function SettingsBody({ view, onView }: { view: SettingsView; onView(view: SettingsView): void }) {
  const { i18n } = useLingui()
  const sectionId = useId()
  const setExpertMode = useSettingsStore((state) => state.setExpertMode)
  const setLocale = useSettingsStore((state) => state.setLocale)
  return view === 'confirmExpertMode' ? (
    <ExpertModeConfirm
      onConfirm={() => {
        setExpertMode(true)
        onView('back')
      }}
      onBack={() => onView('back')}
    />
  ) : (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={sectionId} className="flex flex-col gap-4">
        <h3 id={sectionId} className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
          <Trans>Transaction Settings</Trans>
        </h3>
        <SlippageSetting />
        <DeadlineSetting />
      </section>
      <InterfaceSettings onRequestExpertMode={() => onView('confirmExpertMode')} focusExpertMode={view === 'back'} />
      <LanguageSetting label={<Trans>Language</Trans>} value={i18n.locale} onChange={setLocale} />
    </div>
  )
}
