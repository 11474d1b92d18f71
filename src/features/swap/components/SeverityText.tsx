import type { ReactNode } from 'react'

const colours = [
  'text-emerald-700 dark:text-emerald-400',
  '',
  'text-amber-600',
  'text-orange-600',
  'text-red-600',
] as const

/** A price impact coloured by its severity band (spec 9: 0 to 4). */
export function SeverityText({ severity, children }: { severity: 0 | 1 | 2 | 3 | 4; children: ReactNode }) {
  return (
    <span className={colours[severity]} data-severity={severity}>
      {children}
    </span>
  )
}
