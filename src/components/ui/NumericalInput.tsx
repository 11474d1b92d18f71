import type { InputHTMLAttributes } from 'react'

/** Digits with at most one decimal separator (spec 5). */
const AMOUNT = /^\d*\.?\d*$/

/** The text a keystroke leaves, or null to refuse it: commas become dots, at most one separator, only digits. */
export function enforceAmount(next: string): string | null {
  const text = next.replace(/,/g, '.')
  return AMOUNT.test(text) ? text : null
}

interface NumericalInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  value: string
  onUserInput(value: string): void
}

/** An amount field: decimal keypad, at most 79 characters, placeholder 0.0 (spec 5 and 9). */
export function NumericalInput({ value, onUserInput, className, ...rest }: NumericalInputProps) {
  return (
    <input
      {...rest}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      pattern="^[0-9]*[.,]?[0-9]*$"
      placeholder="0.0"
      minLength={1}
      maxLength={79}
      value={value}
      onChange={(event) => {
        const text = enforceAmount(event.target.value)
        if (text !== null) onUserInput(text)
      }}
      className={`min-w-0 flex-1 bg-transparent text-2xl outline-none ${className ?? ''}`}
    />
  )
}
