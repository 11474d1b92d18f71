import { type ReactNode, useId } from 'react'

interface SettingSwitchProps {
  /** The visible label, which is also the switch's accessible name. */
  label: ReactNode
  /** What the setting does: shown under the label and read as the switch's description. */
  hint?: ReactNode
  checked: boolean
  onCheckedChange(checked: boolean): void
  /** Focus the switch when it mounts (coming back from a sub-view). */
  autoFocus?: boolean
}

/** An on/off setting: a labelled switch (role="switch", aria-checked) with its hint. */
export function SettingSwitch({ label, hint, checked, onCheckedChange, autoFocus }: SettingSwitchProps) {
  const id = useId()
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="min-w-0">
        <span id={`${id}-label`} className="text-sm font-medium">
          {label}
        </span>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
            {hint}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        autoFocus={autoFocus}
        onClick={() => onCheckedChange(!checked)}
        className={`h-6 w-11 shrink-0 rounded-full p-0.5 transition-colors ${checked ? 'bg-brand' : 'bg-slate-300 dark:bg-slate-600'}`}
      >
        <span
          className={`block h-5 w-5 rounded-full bg-white transition-transform ${checked ? 'translate-x-5 rtl:-translate-x-5' : ''}`}
        />
      </button>
    </div>
  )
}
