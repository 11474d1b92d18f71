import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { SLIPPAGE_PRESETS_BPS, parseSlippageInput, slippageWarning, useSettingsStore } from '@/entities/settings'
import { Button } from '@/components/ui'

/** What was typed in the custom box: nothing, a valid slippage in basis points, or an invalid text. */
const readCustom = (text: string): number | 'invalid' | null => {
  if (text.trim() === '') return null
  const parsed = parseSlippageInput(text)
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a state code compared below, never shown
  return 'bps' in parsed ? parsed.bps : 'invalid'
}

/**
 * Slippage (spec 5, 9): presets 0.1%, 0.5%, 1% or a custom percent under 50%, saved once valid; an invalid entry saves
 * nothing. The saved value warns below 0.5% and above 5%.
 */
export function SlippageSetting() {
  const { t, i18n } = useLingui()
  const id = useId()
  const bps = useSettingsStore((state) => state.userSlippageTolerance)
  const setSlippage = useSettingsStore((state) => state.setSlippageTolerance)
  const [text, setText] = useState('')
  const invalid = readCustom(text) === 'invalid'
  const warning = invalid ? null : slippageWarning(bps)
  const isPreset = (SLIPPAGE_PRESETS_BPS as readonly number[]).includes(bps)

  const type = (value: string): void => {
    setText(value)
    const custom = readCustom(value)
    if (typeof custom === 'number') setSlippage(custom)
  }
  const choose = (preset: number): void => {
    setText('')
    setSlippage(preset)
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`} className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium">
        <Trans>Slippage tolerance</Trans>
      </span>
      <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
        <Trans>Your transaction will revert if the price changes unfavorably by more than this percentage.</Trans>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {SLIPPAGE_PRESETS_BPS.map((preset) => (
          <Button
            key={preset}
            variant={bps === preset ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={bps === preset}
            onClick={() => choose(preset)}
          >
            {i18n.number(preset / 10_000, { style: 'percent', maximumFractionDigits: 2 })}
          </Button>
        ))}
        <span
          className={`flex flex-1 items-center gap-1 rounded-full border px-3 py-1.5 text-sm ${
            invalid
              ? 'border-red-500 text-red-600 dark:text-red-400'
              : isPreset
                ? 'border-slate-300 dark:border-slate-700'
                : 'border-brand'
          }`}
        >
          <input
            value={text}
            onChange={(event) => type(event.target.value)}
            dir="ltr"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            maxLength={8}
            aria-label={t`Custom slippage`}
            aria-invalid={invalid}
            aria-describedby={invalid || warning ? `${id}-hint ${id}-message` : `${id}-hint`}
            placeholder={i18n.number(bps / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
            className="w-full min-w-0 bg-transparent text-end"
          />
          <span aria-hidden="true">%</span>
        </span>
      </div>
      <p
        id={`${id}-message`}
        aria-live="polite"
        className={`text-sm ${invalid ? 'text-red-600 dark:text-red-400' : 'text-amber-700 dark:text-amber-300'}`}
      >
        {invalid ? (
          <Trans>Enter a valid slippage percentage</Trans>
        ) : warning === 'Your transaction may fail' ? (
          <Trans>Your transaction may fail</Trans>
        ) : warning === 'Your transaction may be frontrun' ? (
          <Trans>Your transaction may be frontrun</Trans>
        ) : null}
      </p>
    </div>
  )
}
