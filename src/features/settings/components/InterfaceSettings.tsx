import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { useSettingsStore } from '@/entities/settings'
import { useDarkMode } from '../hooks/useDarkMode'
import { SettingSwitch } from './SettingSwitch'

interface InterfaceSettingsProps {
  /** Turning expert mode on needs a typed confirmation (spec section 5): the menu shows it. */
  onRequestExpertMode(): void
  /** Focus the expert mode switch (coming back from the confirmation). */
  focusExpertMode: boolean
}

/** Expert mode, single-hop routing, dark mode and exact approvals. */
export function InterfaceSettings({ onRequestExpertMode, focusExpertMode }: InterfaceSettingsProps) {
  const id = useId()
  const expertMode = useSettingsStore((state) => state.userExpertMode)
  const setExpertMode = useSettingsStore((state) => state.setExpertMode)
  const singleHopOnly = useSettingsStore((state) => state.userSingleHopOnly)
  const setSingleHopOnly = useSettingsStore((state) => state.setSingleHopOnly)
  const exactApproval = useSettingsStore((state) => state.userExactApproval)
  const setExactApproval = useSettingsStore((state) => state.setExactApproval)
  const [dark, setDark] = useDarkMode()

  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h3 id={id} className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        <Trans>Interface Settings</Trans>
      </h3>
      <SettingSwitch
        label={<Trans>Toggle Expert Mode</Trans>}
        hint={<Trans>Bypasses confirmation modals and allows high slippage trades. Use at your own risk.</Trans>}
        checked={expertMode}
        onCheckedChange={(on) => (on ? onRequestExpertMode() : setExpertMode(false))}
        autoFocus={focusExpertMode}
      />
      <SettingSwitch
        label={<Trans>Disable Multihops</Trans>}
        hint={<Trans>Restricts swaps to direct pairs only.</Trans>}
        checked={singleHopOnly}
        onCheckedChange={setSingleHopOnly}
      />
      <SettingSwitch label={<Trans>Toggle Dark Mode</Trans>} checked={dark} onCheckedChange={setDark} />
      <SettingSwitch
        label={<Trans>Approve exact amounts</Trans>}
        hint={
          <Trans>
            Approve only the amount of each trade instead of an unlimited amount; you approve again for every trade.
          </Trans>
        }
        checked={exactApproval}
        onCheckedChange={setExactApproval}
      />
    </section>
  )
}
