import type { ReactNode } from 'react'
import { Card } from './Card'

/** A screen's frame until its feature lands: the title, and what the route understood from the URL. */
export function PagePlaceholder({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Card as="main" variant="raised" padding={6} className="mx-auto mt-8 max-w-card">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children ? <div className="mt-2 break-all text-sm text-slate-500">{children}</div> : null}
    </Card>
  )
}
