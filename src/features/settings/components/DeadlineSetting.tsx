import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { parseDeadlineMinutes, useSettingsStore } from '@/entities/settings'

/** Transaction deadline in minutes (spec section 5): a whole number from 1 to 4320 is saved (in seconds), anything else is marked invalid. */
export function DeadlineSetting() {
  const { i18n } = useLingui()
  const id = useId()
  const deadline = useSettingsStore((state) => state.userDeadline)
  const setDeadline = useSettingsStore((state) => state.setDeadline)
  const [text, setText] = useState('')
  const invalid = text.trim() !== '' && parseDeadlineMinutes(text) === null

  const type = (value: string): void => {
    setText(value)
    const seconds = parseDeadlineMinutes(value)
    if (seconds !== null) setDeadline(seconds)
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        <Trans>Transaction deadline</Trans>
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
        <Trans>Your transaction will revert if it is pending for more than this long.</Trans>
      </p>
      <div className="flex items-center gap-2 text-sm">
        <input
          id={`${id}-input`}
          value={text}
          onChange={(event) => type(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={8}
          aria-invalid={invalid}
          aria-describedby={`${id}-hint`}
          placeholder={i18n.number(deadline / 60, { maximumFractionDigits: 2 })}
          className={`w-24 rounded-full border bg-transparent px-3 py-1.5 text-end ${
            invalid ? 'border-red-500 text-red-600 dark:text-red-400' : 'border-slate-300 dark:border-slate-700'
          }`}
        />
        <span>
          <Trans>minutes</Trans>
        </span>
      </div>
    </div>
  )
}
