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

/** An amount field: decimal keypad, at most 79 characters, placeholder 0.0 (spec 5 and 9), left to right in every language. */
export function NumericalInput({ value, onUserInput, className, ...rest }: NumericalInputProps) {
  return (
    <input
      {...rest}
      type="text"
      // Amounts are machine text, not localized: digits and a dot, read left to right in every language (issue 18).
      dir="ltr"
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
      // Left to right, but at the start of a right-to-left layout too (`text-start` would be the field's own start, the left).
      className={`min-w-0 flex-1 bg-transparent text-2xl rtl:text-right ${className ?? ''}`}
    />
  )
}
