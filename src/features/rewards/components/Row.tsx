import type { ReactNode } from 'react'

/** One label and value of a figures list (`<dl>`). */
export function Row({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-end font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}
