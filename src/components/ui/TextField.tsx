import type { InputHTMLAttributes, ReactNode } from 'react'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: ReactNode
  value: string
  onValueChange(value: string): void
}

/** A labelled single-line text input (no autocomplete or spell checking: addresses, URLs, names). */
export function TextField({ label, value, onValueChange, className, ...rest }: TextFieldProps) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <input
        {...rest}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        className={`rounded-2xl border border-slate-300 bg-transparent px-4 py-3 text-base font-normal dark:border-slate-700 ${className ?? ''}`}
      />
    </label>
  )
}
