import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { useSettingsStore } from '@/entities/settings'
import { DeadlineSetting } from './DeadlineSetting'
import { ExpertModeConfirm } from './ExpertModeConfirm'
import { InterfaceSettings } from './InterfaceSettings'
import { SlippageSetting } from './SlippageSetting'

/** 'settings', or the expert mode confirmation; 'back' is the settings view reached from the confirmation. */
export type SettingsView = 'settings' | 'confirmExpertMode' | 'back'

/**
 * The settings dialog's content, loaded on demand by SettingsMenu. The interface language is in the header menu.
 */
export default function SettingsBody({ view, onView }: { view: SettingsView; onView(view: SettingsView): void }) {
  const sectionId = useId()
  const setExpertMode = useSettingsStore((state) => state.setExpertMode)
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
    </div>
  )
}
