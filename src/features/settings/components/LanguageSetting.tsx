import { type ReactNode, useId } from 'react'
import type { Locale } from '@/lib/i18n'
import { languageNames } from '@/lib/i18n/languageNames'

interface LanguageSettingProps {
  /** The visible label (translated by the menu). */
  label: ReactNode
  /** The active language; the pseudo-locale (development builds) is not listed. */
  value: string
  onChange(locale: Locale): void
}

/**
 * The interface language (issue 18): each language in its own name and `lang`. Its own chunk, importing no more than
 * React: anything else splits the swap page's shared chunks differently and makes them heavier.
 */
export default function LanguageSetting({ label, value, onChange }: LanguageSettingProps) {
  const id = useId()
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = languageNames.find(([locale]) => locale === event.target.value)
          if (chosen) onChange(chosen[0])
        }}
        className="w-full rounded-xl border border-slate-300 bg-transparent px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        {languageNames.map(([locale, name]) => (
          <option key={locale} value={locale} lang={locale} dir="auto">
            {name}
          </option>
        ))}
      </select>
    </div>
  )
}
